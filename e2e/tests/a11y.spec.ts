import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAsDemo } from '../support/session';

const isMobile = (name: string) => name === 'mobile';

/**
 * axe-core's serious and critical findings on the page as it is now, frames included. Two rules
 * beyond its defaults: a control's name must contain its visible text (voice control), and a
 * target must be 24 px (WCAG 2.2).
 */
async function seriousFindings(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The page's content is there: no loading state left in the main column, and the network quiet. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string, findings: string[]) {
  await page.goto(path);
  await settled(page);
  findings.push(...(await seriousFindings(page, path)));
}

test("a visitor's pages, and their event pages, have no serious accessibility finding", async ({ page }) => {
  test.setTimeout(180_000);
  const findings: string[] = [];
  for (const path of ['/en/', '/en/sports', '/en/sports/240-FOOT', '/en/live/sport/', '/en/jackpot', '/en/sports/kiron']) {
    await visit(page, path, findings);
  }
  for (const path of ['/en/promotions', '/en/terms', '/en/open_bets', '/es/sports', '/en/account/safer-play'])
    await visit(page, path, findings);
  for (const path of ['/en/sports/219-HORS', '/en/sports/207-GOLF']) await visit(page, path, findings);
  await page.goto('/en/sports/219-HORS');
  await page.locator('main li[data-event-id] a').first().click();
  await expect(page.getByRole('region', { name: 'Win or Each Way' })).toBeVisible();
  await settled(page);
  findings.push(...(await seriousFindings(page, 'a race')));

  await page.goto('/en/sports');
  await page.locator('main li[data-event-id] a').first().click();
  await expect(page).toHaveURL(/\/en\/events\//);
  await settled(page);
  findings.push(...(await seriousFindings(page, 'a prematch event')));

  await page.goto('/en/live/sport/');
  await page.locator('main li[data-event-id] a').first().click();
  await settled(page);
  findings.push(...(await seriousFindings(page, 'a live event')));

  await page.goto('/en/jackpot');
  await page.getByRole('main').getByRole('link').first().click();
  await settled(page);
  findings.push(...(await seriousFindings(page, 'a jackpot')));
  expect(findings).toEqual([]);
});

test('open menus, dialogs and the slip have no serious accessibility finding', async ({ page }, info) => {
  const mobile = isMobile(info.project.name);
  const findings: string[] = [];
  await page.goto('/en/sports');
  await settled(page);

  await page.locator('main button[aria-pressed]:not([disabled])').first().click();
  if (mobile) {
    await page
      .getByTestId('footer-navigation')
      .getByRole('button', { name: /Betslip/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Betslip' })).toBeVisible();
  }
  findings.push(...(await seriousFindings(page, 'the slip with a selection')));
  if (mobile) await page.getByRole('dialog', { name: 'Betslip' }).getByRole('button', { name: 'Close', exact: true }).click();

  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    findings.push(...(await seriousFindings(page, 'the side menu')));
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
    findings.push(...(await seriousFindings(page, 'the More menu')));
    await page.getByRole('button', { name: 'EN, Language: English' }).click();
    findings.push(...(await seriousFindings(page, 'the language dropdown')));
    await page.keyboard.press('Escape');
  }

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  findings.push(...(await seriousFindings(page, 'the login dialog')));
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'No account yet? Join now' }).click();
  await expect(page.getByRole('dialog', { name: 'Join' }).getByRole('form', { name: 'Join' })).toBeVisible();
  findings.push(...(await seriousFindings(page, 'the join form in the dialog')));
  expect(findings).toEqual([]);
});

test("a player's pages have no serious accessibility finding", async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsDemo(page);
  const findings: string[] = [];
  for (const path of [
    '/en/account',
    '/en/account/bets',
    '/en/account/balances',
    '/en/account/transactions',
    '/en/account/preferences',
    '/en/account/cashier',
    '/en/account/cashier?action=withdraw',
    '/en/account/safer-play',
  ]) {
    await visit(page, path, findings);
    await expect(page.getByTestId('balance-pill')).toBeVisible();
  }
  await visit(page, '/en/open_bets', findings);
  expect(findings).toEqual([]);
});

test('Tab moves through a coupon reaching every odds button, in reading order', { tag: '@wide-only' }, async ({ page }) => {
  await page.goto('/en/sports/240-FOOT');
  const coupon = page.locator('main ul[aria-busy]').first();
  await expect(coupon).toHaveAttribute('aria-busy', 'false');
  // Columns a narrow screen hides are not shown, so not reached either.
  const buttons = coupon.locator('button[data-outcome-id]:not([disabled])').locator('visible=true');
  const every = await buttons.evaluateAll((found) => found.map((button) => (button as HTMLElement).dataset.outcomeId));
  expect(every.length).toBeGreaterThan(10);

  type Stop = { id: string | undefined; top: number; bottom: number; left: number };
  const focused = (): Promise<Stop | null> =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.matches('main ul[aria-busy] button[data-outcome-id]')) return null;
      const box = element.getBoundingClientRect();
      // Page coordinates: the coupon scrolls as focus moves down it.
      return { id: element.dataset.outcomeId, top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left };
    });
  await buttons.first().focus();
  const reached: Stop[] = [];
  // Other controls sit between the prices (event links, more markets): a bounded number of Tabs.
  for (let step = 0; step < every.length * 4 && reached.length < every.length; step++) {
    const stop = await focused();
    if (stop && stop.id !== reached.at(-1)?.id) reached.push(stop);
    await page.keyboard.press('Tab');
  }
  expect(reached.map((stop) => stop.id)).toEqual(every);
  // Reading order: along a row left to right, then down to the next row.
  reached.slice(1).forEach((stop, index) => {
    const before = reached[index] as Stop;
    const sameRow = Math.abs(stop.top - before.top) < 2;
    expect(sameRow ? stop.left > before.left : stop.top >= before.bottom - 1, `${before.id} → ${stop.id}`).toBe(true);
  });
});
