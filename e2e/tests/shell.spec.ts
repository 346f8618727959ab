import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brandOrigin, FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { chooseLanguage, scrollToFooterHtml, scrollUntilLoaded } from '../support/frame';
import { logInAsDemo } from '../support/session';
import { ROOT, startApi, startSiteAt } from '../support/stack';
import { FORBIDDEN_ELEMENTS, HOSTILE_HTML, KEPT_ATTRIBUTE } from '../../shell/src/content/hostile-html';
import { isSafeUrl } from '../../shell/src/content/sanitize-html';

const isMobile = (name: string) => name === 'mobile';

// The embedded-mode tests frame the local site from a routed public origin; Chromium's local
// network access checks would refuse that frame, which a real parent page never runs into.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});
const shellOrigin = `http://localhost:${portOf('shell', MAIN_OFFSET)}`;

/** Publishes on the page's bus, as a remote would. */
const publish = (page: Page, name: string, payload: unknown) =>
  page.evaluate(
    ([n, p]) => {
      const bus = (globalThis as unknown as Record<symbol, { publish: (n: string, p: unknown) => void }>)[
        Symbol.for('sportsbook.bus')
      ];
      bus?.publish(n as string, p);
    },
    [name, payload] as const,
  );

/** Sets a state topic on the page's bus, as its owning remote would. */
const setState = (page: Page, topic: string, value: unknown) =>
  page.evaluate(
    ([t, v]) => {
      const bus = (globalThis as unknown as Record<symbol, { setState: (t: string, v: unknown) => void }>)[
        Symbol.for('sportsbook.bus')
      ];
      bus?.setState(t as string, v);
    },
    [topic, value] as const,
  );

/** The login dialog is modal: the page behind it is inert, so it is closed from inside. */
async function closeLoginDialog(page: Page) {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toHaveCount(0);
}

async function desktopHeader(page: Page) {
  await page.goto('/en/live/sport/');
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Sports', 'Live', 'Jackpot', 'Virtuals', 'Promotions']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toContainText('Play responsibly');
  await expect(page.getByRole('navigation', { name: 'Footer navigation' })).toBeHidden();
  await expect(page.getByTestId('right-column')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();

  await banner.getByRole('button', { name: 'Login' }).click();
  await expect(banner.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await closeLoginDialog(page);
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-expanded', 'false');

  // Virtual games live under /sports/: only Virtuals is the current section there.
  await nav.getByRole('link', { name: 'Virtuals', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sports\/kiron$/);
  await expect(nav.getByRole('link', { name: 'Virtuals', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await banner.getByRole('link', { name: 'Sportsbook' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await banner.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/en\/account\/join$/);
}

async function mobileHeaderAndFooter(page: Page) {
  await page.goto('/en/');
  const banner = page.getByRole('banner');
  const footer = page.getByRole('navigation', { name: 'Footer navigation' });
  await expect(footer.getByRole('button')).toHaveText(['Sports', 'Live', 'My Bets', 'Betslip', 'Menu']);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByTestId('right-column')).toBeHidden();

  await banner.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  await footer.getByRole('button', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/en\/live\/sport\/$/);
  await expect(footer.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-current', 'page');

  // No footer item is highlighted while the betslip shows.
  await footer.getByRole('button', { name: 'Betslip' }).click();
  await expect(page.getByRole('dialog', { name: 'Betslip' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Live' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('dialog', { name: 'Betslip' }).getByRole('button', { name: 'Close', exact: true }).click();

  await footer.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(menu).toHaveCount(0);

  // Logged out, My Bets asks for a login instead of opening the page.
  await footer.getByRole('button', { name: 'My Bets' }).click();
  await expect(page).toHaveURL(/\/en\/live\/sport\/$/);
  await expect(banner.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  await closeLoginDialog(page);

  // Promotions, Jackpot and Virtuals have no room in the footer: the side menu has them.
  await footer.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
}

test.describe('header and navigation', () => {
  test('every header and footer control works at this size', async ({ page }, info) => {
    if (isMobile(info.project.name)) await mobileHeaderAndFooter(page);
    else await desktopHeader(page);
  });

  test('every route of the remotes is framed by the shell', { tag: '@wide-only' }, async ({ page }) => {
    for (const route of [
      '/en/sports/10001',
      '/en/events/123-a-v-b',
      '/en/live/sport/',
      '/en/open_bets',
      '/en/account',
      '/en/jackpot',
      '/en/sports/kiron',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('main')).not.toContainText('This page does not exist');
    }
  });
});

test(
  "the footer shows the operator's HTML in the page language and the licence seal linking to this host's certificate",
  { tag: '@wide-only' },
  async ({ page }) => {
    await page.goto('/fr/');
    const footer = page.getByRole('contentinfo');
    // The footer's content is asked for as the player scrolls towards it, not with the first paint.
    await expect((await scrollToFooterHtml(page)).getByRole('link', { name: 'Jeu responsable' })).toBeVisible();
    await page.goto('/en/');
    await expect(await scrollToFooterHtml(page)).toContainText('Over 18s only.');
    const seal = footer.getByTestId('licence-seal');
    await expect(seal).toHaveCSS('height', '50px');
    const certificate = seal.getByRole('link', { name: /Licensed by the Gaming Control Board/ });
    await scrollUntilLoaded(seal, () =>
      expect(certificate).toHaveAttribute('href', /^https:\/\/cert\.gcb\.cw\/certificate\?id=[0-9a-f]+$/, { timeout: 1_000 }),
    );
  },
);

test(
  "operator HTML goes through Chromium's own sanitizer: hostile HTML neither runs nor loads, and no library is fetched",
  { tag: '@wide-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // The real API serves the operator's own widgets; hostile HTML is a case only a stub can produce.
    const readable =
      '<p>Hi <a href="/promo" target="_blank">Promo</a> <a href="javascript:alert(1)">Bad</a> <marquee>Kept</marquee></p>';
    await page.route(/\/api\/html_widgets\/1\b/, (route) =>
      route.fulfill({ json: { id: 1, content: readable + HOSTILE_HTML.map((html) => `<div>${html}</div>`).join('') } }),
    );
    await page.goto('/en/');
    const widget = page.getByTestId('right-column').getByTestId('html-widget');
    await expect(widget.getByRole('link', { name: 'Promo' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(widget.getByText('Bad')).not.toHaveAttribute('href');
    await expect(widget).toContainText('Kept');
    const elements = await widget.evaluate((root) =>
      Array.from(root.querySelectorAll('*'), (element) => ({
        name: element.localName,
        attributes: Array.from(element.attributes, ({ name, value }) => ({ name, value })),
      })),
    );
    for (const { name, attributes } of elements) {
      expect(FORBIDDEN_ELEMENTS).not.toContain(name);
      for (const attribute of attributes) {
        expect(attribute.name).toMatch(KEPT_ATTRIBUTE);
        if (attribute.name === 'href' || attribute.name === 'src') expect(isSafeUrl(attribute.value)).toBe(true);
      }
    }
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    expect((await Promise.all(scripts)).filter((source) => source.includes('DOMPurify'))).toEqual([]);
  },
);

test('the language dropdown keeps the path and translates the frame', async ({ page }, info) => {
  await page.goto('/en/live/sport/');
  if (isMobile(info.project.name)) {
    await chooseLanguage(page, 'Español', true);
    await expect(page).toHaveURL(/\/es\/live\/sport\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('button', { name: 'En vivo' }),
    ).toBeVisible();
    return;
  }
  const toggle = page.getByRole('button', { name: 'EN, Language: English' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // An outside press closes it.
  await page.mouse.click(5, 400);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/live\/sport\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'ES, Idioma: Español' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Deportes' }),
  ).toBeVisible();
  // What the API worded in English is asked for again: the operator's page title, the live prices' names.
  await expect(page).toHaveTitle('Apuestas en vivo - cuotas en directo');
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /Empate/ })
      .first(),
  ).toBeVisible();
});

test('?mode=translations shows keys instead of text', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/?mode=translations');
  await expect(page.getByRole('banner')).toContainText('login');
});

test.describe('session', () => {
  test("a visitor's page asks for no session and logs no error", { tag: '@wide-only' }, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const sessionCalls: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/session' && sessionCalls.push(request.url()));
    await page.goto('/en/sports');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('restores a login from the session cookie, and logout clears it', async ({ page }, info) => {
    await logInAsDemo(page);
    await page.goto('/en/');
    await page.evaluate(() => localStorage.setItem('sb_eu_favouriteEvents', '[1]'));
    await expect(page.getByTestId('balance-pill')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);

    if (isMobile(info.project.name)) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('link', { name: /My account/ }).hover();
      await page.getByRole('button', { name: 'Logout' }).click();
    }
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('balance-pill')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sb_eu_favouriteEvents'))).toBeNull();
    // The server revoked the session: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('logs out with jwe_token_expired 30 s before the token expires', { tag: '@wide-only' }, async ({ page }) => {
    // A real session, so every call the page makes with it is answered as for any player; only its
    // expiry is brought forward, ten seconds before the 30-second margin.
    await logInAsDemo(page);
    const revoked: string[] = [];
    await page.route('**/api/session', async (route) => {
      const response = await route.fetch();
      const session = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...session, expires_in: 40, expires_at: Date.now() + 40_000 } });
    });
    await page.route('**/api/accounts/me/sessions', async (route) => {
      revoked.push(route.request().method());
      await route.fulfill({ status: 204 });
    });
    const reasons: unknown[] = [];
    const sessions: boolean[] = [];
    await page.exposeFunction('recordLogout', (reason: unknown) => reasons.push(reason));
    await page.exposeFunction('recordSession', (loggedIn: boolean) => sessions.push(loggedIn));
    await page.addInitScript(() => {
      type Watched = { reason: string; loggedIn: boolean };
      type Bus = { on?: (t: string, f: (m: Watched) => void) => void; subscribe: (t: string, f: (m: Watched) => void) => void };
      const record = window as unknown as { recordLogout: (r: string) => void; recordSession: (l: boolean) => void };
      const watch = setInterval(() => {
        const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('sportsbook.bus')];
        if (!bus?.on) return;
        clearInterval(watch);
        bus.on('session/logout', ({ reason }) => void record.recordLogout(reason));
        bus.subscribe('session', ({ loggedIn }) => void record.recordSession(loggedIn));
      }, 10);
    });
    await page.goto('/en/');
    // Watched on the bus, not on screen: a busy machine may render the restored session after it
    // has already expired, and what is tested is that it starts and then ends, without a refusal.
    await expect.poll(() => sessions.includes(true), { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
    expect(sessions.at(-1)).toBe(false);
    // The expiry logged out (it publishes no request), not a refused call (session/logout unauthorized).
    expect(reasons).toEqual([]);
    expect(revoked).toEqual(['DELETE']);
  });

  test('login/requested from any remote opens the login dialog', { tag: '@wide-only' }, async ({ page }) => {
    await page.goto('/en/');
    // A remote runs once the shell has started (it answers the bus before it renders its header).
    await expect(page.getByRole('banner')).toBeVisible();
    await publish(page, 'login/requested', {});
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test(
  'the mobile betslip refuses to close while a bet is being placed, and says why',
  { tag: '@phone-only' },
  async ({ page }) => {
    // The overlay is the phone layout's slip: the mobile project alone tries it (@phone-only).
    await page.goto('/en/');
    const footer = page.getByRole('navigation', { name: 'Footer navigation' });
    await footer.getByRole('button', { name: 'Betslip' }).click();
    const overlay = page.getByRole('dialog', { name: 'Betslip' });
    await expect(overlay).toBeVisible();
    // The slip states its own lock when it starts: lock it only once it has.
    await expect(overlay.locator('[data-remote="mfe_betslip"]')).toBeVisible();
    await setState(page, 'betslip/lock', { locked: true, reason: 'placing' });
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.mouse.click(195, 20);
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('status').filter({ hasText: 'Your bet is being placed' })).toBeVisible();
    await setState(page, 'betslip/lock', { locked: false });
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(overlay).toHaveCount(0);
  },
);

test('toasts show top-right and close on a route change', async ({ page }, info) => {
  await page.goto('/en/');
  // The bus exists once the shell has started; the frame's banner says it has.
  await expect(page.getByRole('banner')).toBeVisible();
  await publish(page, 'toast/show', {
    kind: 'error',
    message: 'Betslip: Something went wrong',
    detail: 'Req. ref: 42',
    autoCloseMs: 10_000,
  });
  const toast = page.getByRole('alert').filter({ hasText: 'Betslip: Something went wrong' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const width = info.project.name === 'mobile' ? 390 : 1280;
  expect(box && box.y).toBeLessThan(40);
  expect(box && box.x + box.width).toBeGreaterThan(width - 40);
  if (isMobile(info.project.name)) {
    await page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: 'Live' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live' }).click();
  }
  await expect(page).toHaveURL(/\/en\/live\/sport\/$/);
  await expect(toast).toHaveCount(0);
});

test('a toast closes on its own after its delay', { tag: '@wide-only' }, async ({ page }) => {
  // The page's clock is the test's: a busy machine can neither hide the toast before it is seen
  // nor keep it past its delay.
  await page.clock.install();
  await page.goto('/en/');
  await expect(page.getByRole('banner')).toBeVisible();
  await publish(page, 'toast/show', { kind: 'success', message: 'First Deposit Bonus Received', autoCloseMs: 60_000 });
  const toast = page.getByText('First Deposit Bonus Received');
  await expect(toast).toBeVisible();
  await page.clock.fastForward(59_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(toast).toHaveCount(0);
});

test("the player's theme applies at once, and ?theme= still wins for that page view", { tag: '@wide-only' }, async ({ page }) => {
  const dark = 'rgb(15, 23, 32)';
  const light = 'rgb(243, 245, 247)';
  const savedThemeLoaded = () =>
    expect
      .poll(() =>
        page.evaluate(() =>
          (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown }>)[Symbol.for('sportsbook.bus')]?.getState(
            'theme',
          ),
        ),
      )
      .toBeTruthy();
  await logInAsDemo(page);
  await page.goto('/en/');
  // The account remote publishes the saved theme after login; set ours after it.
  await savedThemeLoaded();
  await setState(page, 'theme', { mode: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', dark);
  await setState(page, 'theme', { mode: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', light);
  await page.goto('/en/?theme=light');
  await savedThemeLoaded();
  await setState(page, 'theme', { mode: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', light);
});

test('?theme= overrides the brand theme', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/?theme=light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 245, 247)');
  await page.goto('/en/?theme=dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 32)');
});

test('back to top appears after 200 px of scrolling and takes the player up', async ({ page }) => {
  // A page with nothing to press at the bottom right once scrolled: Back to top steps aside from controls.
  await page.goto('/en/terms');
  // The page's frame renders after the load event: lengthen its main column once it is there.
  await expect(page.locator('#main')).toBeAttached();
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.getElementById('main')?.append(filler);
  });
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('back to top steps aside from a control under it, and comes back when it has gone', async ({ page }) => {
  await page.goto('/en/terms');
  await expect(page.locator('#main')).toBeAttached();
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.getElementById('main')?.append(filler);
  });
  await page.mouse.wheel(0, 600);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  // A bar fixed along the bottom, as a jackpot's summary or a slip's Place bet would be.
  const box = await button.boundingBox();
  await page.evaluate((top) => {
    const bar = document.createElement('button');
    bar.textContent = 'Place bet';
    bar.id = 'bottom-bar';
    Object.assign(bar.style, { position: 'fixed', left: '0', right: '0', top: `${top}px`, height: '48px', zIndex: '1' });
    document.body.append(bar);
  }, box?.y ?? 0);
  await expect(button).toBeHidden();
  // The player's tap reaches the control, not the hidden button.
  await page.getByRole('button', { name: 'Place bet' }).click({ timeout: 5000 });
  await page.evaluate(() => document.getElementById('bottom-bar')?.remove());
  await expect(button).toBeVisible();
});

test.describe('redirects of spec §2, from the real API', () => {
  test(
    'the API in maintenance sends the browser to the maintenance page, in its language',
    { tag: '@wide-only' },
    async ({ page }) => {
      const api = await startApi(FAULT_OFFSET, { SB_MAINTENANCE: '1' });
      const site = await startSiteAt(FAULT_OFFSET);
      try {
        await page.goto(`http://localhost:${portOf('shell', FAULT_OFFSET)}/es/sports`);
        await expect(page).toHaveURL(/\/es\/maintenance$/);
        await expect(page.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible();
        // The static mobile page answers even while every API call is turned away.
        await page.goto(`http://localhost:${portOf('shell', FAULT_OFFSET)}/m/es/maintenance`);
        await expect(page.getByRole('heading', { name: 'Volvemos pronto' })).toBeVisible();
      } finally {
        await site.close();
        await api.stop();
      }
    },
  );

  test(
    'a visitor from a country the brand blocks is reloaded onto /blocked, and stays there',
    { tag: '@wide-only' },
    async ({ page }) => {
      // The operator's edge names the visitor's country; the eu brand blocks US.
      await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await page.goto('/en/live/sport/');
      await expect(page).toHaveURL(/\/en\/blocked$/);
      await expect(page.getByRole('heading', { name: 'Access blocked' })).toBeVisible();
      // Once the blocked page has made its requests, a reload loop would have shown another document.
      await page.waitForLoadState('networkidle');
      expect(documents).toEqual(['/en/live/sport/', '/en/blocked']);
    },
  );
});

test('maintenance and blocked pages', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/maintenance');
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible();
  await page.goto('/fr/blocked');
  await expect(page.getByRole('heading', { name: 'Accès bloqué' })).toBeVisible();
});

test.describe('embedded mode', () => {
  const PARENT = 'https://app.sportsbook.example';

  /** A parent page at `parentOrigin` that frames the site (the main stack's, unless told) and records every message. */
  async function frame(page: Page, parentOrigin: string, query = '', siteOrigin = shellOrigin) {
    await page.route(`${parentOrigin}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body>
          <script>window.received = []; addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
          <iframe title="sportsbook" src="${siteOrigin}/en/?embedded=true${query}" style="width:100%;height:600px"></iframe>
        </body></html>`,
      }),
    );
    await page.goto(`${parentOrigin}/`);
  }

  test(
    'posts ready, size and language to the configured parent only, with no header or footer',
    { tag: '@wide-only' },
    async ({ page }) => {
      await frame(page, PARENT);
      const site = page.frameLocator('iframe[title="sportsbook"]');
      await expect(site.getByRole('main')).toBeVisible();
      await expect(site.getByRole('banner')).toHaveCount(0);
      await expect(site.getByRole('contentinfo')).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { received: { data: { type: string } }[] }).received.map((m) => m.data.type)),
        )
        .toEqual(expect.arrayContaining(['ready', 'size', 'language']));
      const size = await page.evaluate(() =>
        (window as unknown as { received: { origin: string; data: { type: string; height?: number } }[] }).received.find(
          (m) => m.data.type === 'size',
        ),
      );
      expect(size?.origin).toBe(shellOrigin);
      expect(size?.data.height).toBeGreaterThan(0);
    },
  );

  test(
    'a parent that sizes its frame to the posted height gets the content height, not a growing one',
    { tag: '@wide-only' },
    async ({ page }) => {
      await page.route(`${PARENT}/`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body>
          <script>
            window.sizes = [];
            addEventListener('message', (e) => {
              if (e.data?.type !== 'size') return;
              window.sizes.push(e.data.height);
              document.querySelector('iframe').style.height = e.data.height + 'px';
            });
          </script>
          <iframe title="sportsbook" src="${shellOrigin}/en/?embedded=true" style="width:100%;height:600px;border:0"></iframe>
        </body></html>`,
        }),
      );
      await page.goto(`${PARENT}/`);
      await expect(page.frameLocator('iframe[title="sportsbook"]').getByRole('list', { name: 'Upcoming events' })).toBeVisible();
      // The home page's later sections arrive with their own requests: its height settles after them.
      await page
        .frames()
        .find((frame) => frame.url().includes('embedded=true'))
        ?.waitForLoadState('networkidle');
      const sizes = () => page.evaluate(() => (window as unknown as { sizes: number[] }).sizes);
      const frameHeight = () => page.locator('iframe').evaluate((frame) => (frame as HTMLIFrameElement).clientHeight);
      await expect.poll(async () => (await sizes()).at(-1) === (await frameHeight())).toBe(true);
      const settled = (await sizes()).at(-1) ?? 0;

      // The parent makes its frame taller than the content: the page must not grow into it.
      await page
        .locator('iframe')
        .evaluate((frame, height) => ((frame as HTMLElement).style.height = `${height}px`), settled + 500);
      const site = page.frames().find((frame) => frame.url().includes('embedded=true'));
      await site?.evaluate(() => {
        const more = document.createElement('div');
        more.style.height = '100px';
        document.getElementById('main')?.append(more);
      });
      // The content grew by 100 px (and by whatever was still rendering): the parent is told the
      // content's height and the two agree, where a page growing into its frame would never settle.
      const contentHeight = async () => site?.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      await expect.poll(async () => (await sizes()).at(-1) === (await contentHeight())).toBe(true);
      const last = (await sizes()).at(-1) ?? 0;
      expect(last).toBeGreaterThanOrEqual(settled + 100);
      expect(last).toBeLessThan(settled + 500);
    },
  );

  test('betslip-origin dafa_native_app: the app hosts the slip and is told its selections', async ({ page }, info) => {
    await frame(page, PARENT, '&betslip-origin=dafa_native_app');
    const site = page.frameLocator('iframe[title="sportsbook"]');
    const odds = site.getByRole('list', { name: 'Upcoming events' }).locator('button[aria-pressed]').first();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { received: { data: { type: string; count?: number } }[] }).received
            .filter((m) => m.data.type === 'betslip')
            .map((m) => m.data.count),
        ),
      )
      .toContain(1);
    if (isMobile(info.project.name)) {
      const footer = site.getByRole('navigation', { name: 'Footer navigation' });
      await expect(footer.getByRole('button', { name: 'My Bets' })).toBeVisible();
      await expect(footer.getByRole('button', { name: /Betslip/ })).toHaveCount(0);
    } else {
      await expect(site.getByTestId('right-column').getByTestId('betslip-count')).toHaveCount(0);
    }
  });

  test(
    'betslip-origin msw-maya: the slip stays in the page, the footer keeps only Betslip and My Bets',
    { tag: '@phone-only' },
    async ({ page }) => {
      // The footer navigation is the phone layout's: the mobile project alone tries it (@phone-only).
      await frame(page, PARENT, '&betslip-origin=msw-maya');
      const footer = page.frameLocator('iframe[title="sportsbook"]').getByRole('navigation', { name: 'Footer navigation' });
      await expect(footer.getByRole('button')).toHaveText(['My Bets', 'Betslip']);
    },
  );

  test(
    'a login the browser cannot keep in a cross-site frame says so, instead of blaming the password',
    { tag: '@phone-only' },
    async ({ page }) => {
      // The footer's My Bets is the phone layout's way to the login: the mobile project alone tries it (@phone-only).
      await frame(page, PARENT);
      const site = page.frameLocator('iframe[title="sportsbook"]');
      await site.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: 'My Bets' }).click();
      const dialog = site.getByRole('dialog', { name: 'Login' });
      await dialog.getByLabel('Username').fill('demo');
      await dialog.getByLabel('Password').fill('demo123');
      await dialog.getByRole('button', { name: 'Login' }).click();
      // Chromium keeps no cookie for a site framed by another: the login's second step finds none.
      await expect(dialog.getByRole('alert')).toHaveText(
        'This site is shown inside another site, and your browser did not keep its login cookie. Open it in its own tab to log in.',
      );
    },
  );

  test.describe('framed by a parent on another origin of the same site', () => {
    // Another port of this host: another origin, so every message crosses origins, but the same
    // site, so the browser keeps the framed site's session cookie and a player can log in.
    const EMBED_OFFSET = MAIN_OFFSET + 70;
    const siteOrigin = `http://localhost:${portOf('shell', EMBED_OFFSET)}`;
    const parentOrigin = `http://localhost:${portOf('shell', EMBED_OFFSET) + 9}`;
    let site: Awaited<ReturnType<typeof startSiteAt>> | undefined;
    let brandsDir = '';

    test.beforeAll(async () => {
      // The operator lists the parent in the brand's config: no build changes.
      brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-brands-'));
      fs.cpSync(path.join(ROOT, 'shell', 'brands'), brandsDir, { recursive: true });
      const euFile = path.join(brandsDir, 'eu.json');
      const eu = JSON.parse(fs.readFileSync(euFile, 'utf8')) as Record<string, unknown>;
      fs.writeFileSync(euFile, JSON.stringify({ ...eu, embedParentOrigins: [parentOrigin] }));
      site = await startSiteAt(EMBED_OFFSET, { env: { BRANDS_DIR: brandsDir, PORT_API: String(portOf('api', MAIN_OFFSET)) } });
    });
    test.afterAll(async () => {
      await site?.close();
      fs.rmSync(brandsDir, { recursive: true, force: true });
    });

    test(
      'the parent hears ready, size and language, then logon and balance when the player logs in, and logout',
      { tag: '@phone-only' },
      async ({ page }) => {
        // The footer is the phone layout's way to the login and the menu: the mobile project alone tries it (@phone-only).
        await frame(page, parentOrigin, '', siteOrigin);
        type Received = { origin: string; data: { type: string; username?: string; balance?: number; currency?: string } };
        const received = () => page.evaluate(() => (window as unknown as { received: Received[] }).received);
        const types = async () => (await received()).map((m) => m.data.type);
        await expect.poll(types).toEqual(expect.arrayContaining(['ready', 'size', 'language']));
        expect(await types()).not.toContain('logon');

        const framed = page.frameLocator('iframe[title="sportsbook"]');
        const footer = framed.getByRole('navigation', { name: 'Footer navigation' });
        await footer.getByRole('button', { name: 'My Bets' }).click();
        const dialog = framed.getByRole('dialog', { name: 'Login' });
        await dialog.getByLabel('Username').fill('demo');
        await dialog.getByLabel('Password').fill('demo123');
        await dialog.getByRole('button', { name: 'Login' }).click();
        await expect(dialog).toBeHidden();
        await expect.poll(types).toEqual(expect.arrayContaining(['logon', 'balance']));
        const messages = await received();
        expect(messages.find((m) => m.data.type === 'logon')?.data.username).toBe('demo');
        const balance = messages.find((m) => m.data.type === 'balance')?.data;
        expect(balance?.currency).toBe('EUR');
        expect(typeof balance?.balance).toBe('number');
        expect(messages.every((m) => m.origin === siteOrigin)).toBe(true);

        await footer.getByRole('button', { name: 'Menu' }).click();
        await framed.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
        await expect.poll(types).toContain('logout');
      },
    );
  });

  test(
    'refuses to be framed by a page on another origin (frame-ancestors), so it tells it nothing',
    { tag: '@wide-only' },
    async ({ page }) => {
      await frame(page, 'https://stranger.example');
      // Chromium replaces a frame its CSP refuses with its own error page: the site never runs there.
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
      await expect(page.frameLocator('iframe[title="sportsbook"]').getByRole('main')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    },
  );
});

test.describe('one build serves every brand, chosen by the host name', () => {
  const brandSite = (brand: string, p = '/en/') => `${brandOrigin(brand)}${p}`;
  const pageBrand = (page: Page) =>
    page.locator('#sb-brand').evaluate((script) => (JSON.parse(script.textContent ?? '') as { id: string }).id);

  test('ke.localhost is the African variant: light theme, no hamburger, My account instead of Promotions, two languages', async ({
    page,
  }, info) => {
    await page.goto(brandSite('ke'));
    expect(await pageBrand(page)).toBe('ke');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sportsbook Kenya' })).toBeVisible();
    // The brand's default theme is light.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 245, 247)');
    if (isMobile(info.project.name)) {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button')).toHaveText([
        'Live',
        'Sports',
        'Virtuals',
        'My Bets',
        'Betslip',
        'Account',
      ]);
    } else {
      await page.getByRole('button', { name: 'EN, Language: English' }).click();
      const languages = page.getByRole('list', { name: 'Language' }).getByRole('link');
      await expect(languages).toHaveCount(2);
      await expect(languages.nth(0)).toHaveAccessibleName('English');
      await expect(languages.nth(1)).toHaveAccessibleName('Français');
    }
  });

  test(
    "vn.localhost's wide-screen header is the operator's: sanitized, its stylesheet kept inside it and refused @import",
    { tag: '@wide-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const imported: string[] = [];
      page.on('request', (request) => request.url().includes('imported.css') && imported.push(request.url()));
      // The operator's stylesheet as a hostile one would be: the real API's answer never @imports.
      await page.route(/\/api\/external-header\/vn/, async (route) => {
        // Fetched by the test over loopback: only the browser resolves *.localhost (the path names the brand).
        const response = await route.fetch({ url: route.request().url().replace('vn.localhost', '127.0.0.1') });
        const body = (await response.json()) as { css: string };
        await route.fulfill({
          response,
          json: { ...body, css: `@import url("/imported.css"); ${body.css} p { color: rgb(255, 0, 0); }` },
        });
      });
      await page.goto(brandSite('vn'));
      const header = page.getByTestId('external-header');
      await expect(header.getByRole('navigation')).toBeVisible();
      const rules = await header.evaluate((host) =>
        (host.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
      );
      expect(rules.some((rule) => rule.startsWith('.sb-external-header'))).toBe(true);
      expect(rules.some((rule) => rule.startsWith('@import'))).toBe(false);
      await expect(page.getByRole('contentinfo').locator('p').first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
      expect(imported).toEqual([]);
      // It replaces the native header: one row, the account controls beside it, no second navigation.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      const [bannerBox, headerBox] = [await banner.boundingBox(), await header.boundingBox()];
      // The row is as tall as the taller of the operator's markup and the controls (56 px), and its border.
      expect(bannerBox?.height).toBeLessThanOrEqual(Math.max(headerBox?.height ?? 0, 56) + 1);
    },
  );

  test(
    "vn.localhost and eu.localhost at once: each page has its brand, and the betslip keeps each brand's slip apart",
    { tag: '@wide-only' },
    async ({ page }) => {
      for (const brand of ['vn', 'eu']) {
        await page.goto(brandSite(brand));
        expect(await pageBrand(page)).toBe(brand);
        const firstOdds = page.getByRole('list', { name: 'Upcoming events' }).locator('button[aria-pressed]').first();
        await firstOdds.click();
        await expect(firstOdds).toHaveAttribute('aria-pressed', 'true');
        // The betslip remote took its storage key from the brand the shell published, not from its build.
        await expect
          .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('betslip'))))
          .toEqual([`sb_${brand}_betslip`]);
      }
      await page.goto(brandSite('vn', '/vi/'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    },
  );
});
