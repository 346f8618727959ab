import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage } from '../support/frame';

const isMobile = (name: string) => name === 'mobile';

/** The slip listens from the moment its module runs and then publishes its (empty) selections. */
const slipListening = (page: Page) =>
  page.waitForFunction(() => {
    const bus = (globalThis as unknown as Record<symbol, { getState: (t: string) => unknown } | undefined>)[
      Symbol.for('sportsbook.bus')
    ];
    return bus?.getState('betslip/selections') !== undefined;
  });

test('an odds button adds its selection to the betslip over the bus, and a second press removes it', async ({ page }, info) => {
  await page.goto('/en/sports');
  await slipListening(page);
  const firstOdds = page.getByRole('list', { name: 'Upcoming events' }).locator('button[aria-pressed]').first();
  await expect(firstOdds).toHaveAttribute('aria-pressed', 'false');
  await firstOdds.click();
  await expect(firstOdds).toHaveAttribute('aria-pressed', 'true');

  if (isMobile(info.project.name)) {
    const betslipButton = page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('button', { name: /Betslip/ });
    await expect(betslipButton).toContainText('1');
    await betslipButton.click();
    const overlay = page.getByRole('dialog', { name: 'Betslip' });
    await expect(overlay.getByTestId('betslip-count')).toHaveText('(1)');
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(overlay).toHaveCount(0);
  } else {
    await expect(page.getByTestId('right-column').getByTestId('betslip-count')).toHaveText('(1)');
  }

  await firstOdds.click();
  await expect(firstOdds).toHaveAttribute('aria-pressed', 'false');
});

test('a live selection reaches the same slip', async ({ page }, info) => {
  await page.goto('/en/live/sport/');
  await slipListening(page);
  const odds = page.getByRole('list', { name: 'Live events' }).locator('button[aria-pressed]:not([disabled])').first();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  const slip = isMobile(info.project.name)
    ? (await page
        .getByRole('navigation', { name: 'Footer navigation' })
        .getByRole('button', { name: /Betslip/ })
        .click(),
      page.getByRole('dialog', { name: 'Betslip' }))
    : page.getByTestId('right-column');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
});

test('switching language keeps the page and translates the shell and the remotes', async ({ page }, info) => {
  await page.goto('/en/jackpot');
  await expect(page.getByRole('heading', { name: 'Jackpots' })).toBeVisible();
  await chooseLanguage(page, 'Español', isMobile(info.project.name));
  await expect(page).toHaveURL(/\/es\/jackpot$/);
  await expect(page.getByRole('heading', { name: 'Jackpots' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^Juega con responsabilidad\. Solo mayores de 18\./)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Juego más seguro' })).toHaveAttribute('href', '/es/account/safer-play');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  if (!isMobile(info.project.name)) {
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Deportes' }),
    ).toBeVisible();
  }
});

test("the brand's logo paints from the page itself: before any script, and while its file is still on its way", async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  // The logo's file never arrives: the page's own copy is what paints.
  await page.route('**/m/api/content/images/**', () => undefined);
  const logo = page.locator('#root img');
  // The server waits 500 ms for the settings and the logo's file, and keeps an answer cut short for
  // 5 s: on a busy machine a page rightly goes out with the logo's URL. Load it again once that passed.
  await expect(async () => {
    // Not until "load": the page's preload of that file holds the load event back for good.
    await page.goto('/en/sports', { waitUntil: 'domcontentloaded' });
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  }).toPass({ intervals: [5_100], timeout: 40_000 });
  await expect(logo).toHaveAccessibleName('Sportsbook');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test(
  'the page paints its first frame before it asks for any script, then starts them under its own policy',
  { tag: '@wide-only' },
  async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // When the parsed page renders its first frame (before the page's own starter, which waits on the same frame).
    await page.addInitScript({
      content: `addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => { window.sbFirstFrame = performance.now(); }));`,
    });
    await page.goto('/en/');
    // The shell's script and the remotes' ran: the prematch module shows the highlights' prices.
    await expect(
      page.getByRole('list', { name: 'Highlights' }).getByRole('group').first().getByRole('button').first(),
    ).toBeVisible();
    const { firstFrame, scripts } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { sbFirstFrame: number }).sbFirstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    // The shell's own, its start-up libraries and the page's remote modules were all asked for after that frame.
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => script.startTime < firstFrame)).toEqual([]);
    expect(refused).toEqual([]);
  },
);

test("the home page's highlights paint from the page itself, before any script, just where the module then shows them", async ({
  page,
}) => {
  const firstLinks = (list: Locator) =>
    list.getByRole('link').evaluateAll((links) =>
      links.slice(0, 2).map((link) => {
        const { x, y, width, height } = link.getBoundingClientRect();
        return { name: link.textContent, box: [x, y, width, height].map(Math.round) };
      }),
    );
  await page.route('**/*.js', (route) => route.abort());
  const painted = page.locator('[data-server-paint="mfe_prematch/HomeHighlights"]');
  // The server paints what the API answered within its time limit: on a busy machine a page can go
  // out without it, and the next one (a few seconds later) has it.
  await expect
    .poll(
      async () => {
        await page.goto('/en/', { waitUntil: 'domcontentloaded' });
        return painted.getByRole('link').count();
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBeGreaterThan(0);
  const fromServer = await firstLinks(painted);
  expect(fromServer[0]?.name).toBeTruthy();

  await page.unroute('**/*.js');
  await page.goto('/en/');
  const module = page.getByRole('list', { name: 'Highlights' });
  await expect(module.getByRole('link').first()).toBeVisible();
  expect(await firstLinks(module)).toEqual(fromServer);
  // Once the module shows, the server's copy is gone: each highlight is on the page once.
  await expect(painted).toHaveCount(0);
});

test('an unknown locale redirects to the same path under /en/', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/de/sports');
  await expect(page).toHaveURL(/\/en\/sports$/);
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toBeVisible();
});

test('every header and navigation control is reachable by keyboard', async ({ page }, info) => {
  await page.goto('/en/');
  // Until the shell's first render the page holds only the server's paint, without the header's controls.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sportsbook' })).toBeFocused();
  if (!isMobile(info.project.name)) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Sports', exact: true })).toBeFocused();
  }
  await page.getByRole('button', { name: 'Login' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  // The page behind the modal dialog is inert: Tab only ever reaches the dialog's own controls.
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active === null || active === document.body || Boolean(document.querySelector('dialog[open]')?.contains(active));
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  // Focus is back where the player was: the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
});

test('the login dialog validates before calling the API', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('   ');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your username and password.');
});

test('the layout fits the viewport without horizontal scrolling', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the first screen does not shift while the remotes and their data arrive (layout shift ≤ 0.02)', async ({ page }) => {
  await page.addInitScript(() => {
    const record = { cls: 0 };
    (window as unknown as { layoutShift: typeof record }).layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/en/', '/en/sports', '/en/live/sport/']) {
    await page.goto(path);
    await expect(page.locator('[data-remote="mfe_prematch"], [data-remote="mfe_live"]').first()).toBeVisible();
    // The remotes and their data have arrived when the network settles: the shifts they cause are counted.
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { layoutShift: { cls: number } }).layoutShift.cls);
    expect(cls, path).toBeLessThanOrEqual(0.02);
  }
});

test(
  "the home page's highlights and what their prices depend on come with the page, not after its scripts have run",
  { tag: '@wide-only' },
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
    // The server waits 300 ms for each answer and keeps what it got for 5 s: on a busy machine the API
    // can be slower, and that page rightly goes out without the answer. Load it again once that passed.
    await expect(async () => {
      asked.length = 0;
      await page.goto('/es/');
      // The server wrote the answers in the page's language.
      const written = await page.evaluate(() => document.getElementById('sb-page-data')?.textContent ?? '{}');
      expect(Object.values(JSON.parse(written)).map((answer) => (answer as { language: string }).language)).toEqual([
        'es',
        'es',
        'es',
      ]);
    }).toPass({ intervals: [5_100], timeout: 40_000 });
    const highlights = page.getByRole('list', { name: 'Destacados' });
    await expect(highlights.getByRole('listitem').first().getByRole('link')).toBeVisible();
    await expect(highlights.getByRole('group').first().getByRole('button').first()).toHaveAccessibleName(/\d/);
    // The page asked the API for none of them.
    expect(asked.filter((url) => url.includes('eventPathIds=10001') || url.includes('oddsLadderAndMargins'))).toEqual([]);
  },
);

test(
  "the page's date and money formats load in a worker its policy allows, and its start times read in its language",
  { tag: '@wide-only' },
  async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const worker = page.waitForEvent('worker', (started) => started.url().includes('format-warm-up'));
    await page.goto('/fr/');
    // The worker loads the locale's data, says so, and the page lets it go.
    await (await worker).waitForEvent('close');
    const startTime = page.locator('[data-remote="mfe_prematch"] li time').first();
    await expect(startTime).toBeVisible();
    const { shown, expected } = await startTime.evaluate((element) => ({
      shown: element.textContent,
      expected: new Intl.DateTimeFormat('fr', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(element.getAttribute('datetime') ?? '')),
    }));
    expect(shown).toBe(expected);
    expect(refused).toEqual([]);
  },
);
