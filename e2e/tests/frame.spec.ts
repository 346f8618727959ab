import { expect, test, type Page } from '@playwright/test';
import { brandOrigin } from '../support/ports';
import { scrollToFooterHtml } from '../support/frame';

// The brands' sites are *.localhost names, which Chromium resolves to this machine itself.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  },
});

const isMobile = (name: string) => name === 'mobile';
/** vn offers all eight languages; eu, where the demo player's account is, four. */
const LANGUAGES = {
  vn: ['en', 'vi', 'th', 'zh', 'id', 'es', 'fr', 'pt'],
  eu: ['en', 'es', 'fr', 'pt'],
};

/** Logs in from the page itself: only the browser resolves the brands' *.localhost names. */
async function logIn(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/auth/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** What a player at this size would see as broken: a header taller than a row, a page wider than the screen, a label spilling out. */
async function frameFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    if (header > 56) faults.push(`header ${header} px`);
    if (document.documentElement.scrollWidth > window.innerWidth)
      faults.push(`page ${document.documentElement.scrollWidth} px wide`);
    for (const item of document.querySelectorAll('[data-testid="footer-navigation"] button, header button, header a')) {
      const box = item.getBoundingClientRect();
      if (box.right > window.innerWidth || box.left < 0) faults.push(`"${item.textContent}" off screen`);
    }
    for (const label of document.querySelectorAll('[data-testid="footer-navigation"] button span, header button')) {
      if (label.scrollWidth > label.clientWidth + 1) faults.push(`"${label.textContent}" overflows`);
    }
    return faults;
  });
}

async function expectOneRowFrame(page: Page, brand: keyof typeof LANGUAGES) {
  const origin = brandOrigin(brand);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 740 });
    for (const language of width === 390 ? ['en'] : LANGUAGES[brand]) {
      await page.goto(`${origin}/${language}/sports`);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.locator('[data-testid="footer-navigation"] button').first()).toBeVisible();
      expect(await frameFaults(page), `${language} at ${width} px`).toEqual([]);
    }
  }
}

test('on a phone the header is one row of at most 56 px and nothing overflows, in every language, logged out and in', async ({
  page,
}, info) => {
  if (!isMobile(info.project.name)) {
    // A wide screen has room for the brand row and the sub-navigation; nothing spills sideways.
    await page.goto(`${brandOrigin('vn')}/es/sports`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    return;
  }
  await expectOneRowFrame(page, 'vn');
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Login|Entrar)$/ })).toBeVisible();
  await page.goto(`${brandOrigin('eu')}/en/`);
  await logIn(page);
  await expectOneRowFrame(page, 'eu');
  await expect(page.getByTestId('balance-pill')).toBeVisible();
});

test('on a phone the side menu has what the header has no room for: the account menu, search, Join', async ({ page }, info) => {
  if (!isMobile(info.project.name)) {
    // On a wide screen the More menu a pointer hovered open stays open when clicked.
    await page.goto('/en/sports');
    const more = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    return;
  }
  await page.goto('/en/sports');
  const banner = page.getByRole('banner');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await banner.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Join' })).toBeVisible();

  // Search works at this size too: a league found leads to its page, and the menu closes.
  await menu.getByRole('searchbox', { name: 'Search events, teams and leagues' }).fill('Premier');
  await menu
    .getByRole('region', { name: 'Search results' })
    .getByRole('link', { name: /Premier League/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/sports\/240-FOOT\/\d+-[a-z]+\/\d+-premier-league$/);
  await expect(menu).toHaveCount(0);

  // Escape closes the menu and gives focus back to the button that opened it.
  const opener = banner.getByRole('button', { name: 'Menu' });
  await opener.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();

  await logIn(page);
  await page.goto('/en/sports');
  await banner.getByRole('button', { name: 'Menu' }).click();
  const account = menu.getByRole('list', { name: 'Account menu' });
  await expect(account.getByRole('link')).toHaveText([
    'My profile',
    'My Bets',
    'Balances',
    'Transactions',
    'Preferences',
    'Deposit',
    'Withdraw',
    'Safer gambling',
  ]);
  await account.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/en\/account\/transactions$/);
});

test('every link of the frame leads to a real page in the page language: footer, VIP, help, Join', async ({ page }, info) => {
  await page.goto('/es/');
  const footer = await scrollToFooterHtml(page);
  await expect(footer.getByRole('link').first()).toBeVisible();
  const targets = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets).toEqual(['/es/responsible-gambling', '/es/terms', '/es/privacy', '/es/cookies', '/es/help']);
  for (const target of [...targets, '/es/vip']) {
    await page.goto(target);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('content-page')).toContainText(/Sportsbook|\./);
    expect(await page.title()).toBe(`${await heading.innerText()} | Sportsbook`);
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Club VIP');

  await page.goto('/en/');
  if (isMobile(info.project.name)) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Join' }).first().click();
  await expect(page).toHaveURL(/\/en\/account\/join$/);
  await expect(page.getByRole('main').getByRole('form', { name: 'Join' })).toBeVisible();
});
