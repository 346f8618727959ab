import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createRemoteServer } from '@sportsbook/serve';
import { FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

/** The API failing on the main calls, and nothing lost when the betslip remote crashes. */

const apiError = (status: number) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ statusCode: status, code: 'UPSTREAM', message: 'upstream failure' }),
});

async function expectFrameStanding(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('the API failing on a main call shows a clear message, never a blank page', () => {
  test('events answer 500', async ({ page }) => {
    await page.route(/\/xapi\/rest\/events(\?|$)/, (route) => route.fulfill(apiError(500)));
    await page.goto('/en/sports');
    await expect(page.locator('main').getByRole('alert').first()).toContainText(/no events found/i);
    await expectFrameStanding(page);
  });

  test('live events answer 503', async ({ page }) => {
    await page.route(/\/xapi\/rest\/live\/events/, (route) => route.fulfill(apiError(503)));
    await page.goto('/en/live/sport/');
    await expect(page.locator('main').getByRole('alert').first()).toBeVisible();
    await expectFrameStanding(page);
  });

  test('events never answer (timeout): the page shows it is loading and stays usable', async ({ page }) => {
    await page.route(/\/xapi\/rest\/events(\?|$)/, () => undefined);
    await page.goto('/en/sports');
    await expect(page.locator('main').getByRole('status').first()).toBeVisible();
    await expectFrameStanding(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('login answers 500: the §8 message, and the dialog stays usable', async ({ page }) => {
    await page.route(/header_login\/authenticate/, (route) => route.fulfill(apiError(500)));
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('demo123');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert').first()).toContainText(/difficulties/i);
    await expect(dialog.getByLabel('Username')).toHaveValue('demo');
  });
});

test.describe('the API failing on the slip, jackpot and settings calls', () => {
  test('pricing answers 500: the slip keeps the selection and its stake and says prices will be checked at placement', async ({
    page,
  }) => {
    await page.route(/\/xapi\/rest\/betslips\/selections/, (route) => route.fulfill(apiError(500)));
    await page.goto('/en/sports');
    const odds = page.locator('main li[data-event-id] button[data-outcome-id][aria-pressed="false"]:not([disabled])').first();
    await odds.click();
    const slip = page.getByTestId('right-column');
    await expect(slip.getByTestId('betslip-count')).toHaveText('(1)');
    await expect(slip.getByText('Prices could not be refreshed. They are checked again when you place.')).toBeVisible();
    const stake = slip.getByRole('textbox', { name: /^Stake for / });
    await stake.fill('3');
    await expect(stake).toHaveValue('3');
    await expect(slip.getByTestId('betslip-total-stake')).toHaveText('€3.00');
    await expectFrameStanding(page);
  });

  test('the active jackpots answer 503: an error with Retry, and Retry loads them once the API is back', async ({ page }) => {
    await page.route(/\/xapi\/rest\/jackpotbetweb\/active/, (route) => route.fulfill(apiError(503)));
    await page.goto('/en/jackpot');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').first()).toBeVisible();
    await expectFrameStanding(page);
    await page.unroute(/\/xapi\/rest\/jackpotbetweb\/active/);
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: /^Pick your results for / }).first()).toBeVisible();
  });

  test('the settings answer 500: the site runs on the spec defaults and a selection still reaches the slip', async ({ page }) => {
    await page.route(/\/api\/all_cached_settings/, (route) => route.fulfill(apiError(500)));
    await page.goto('/en/sports');
    await expectFrameStanding(page);
    const odds = page.locator('main li[data-event-id] button[data-outcome-id][aria-pressed="false"]:not([disabled])').first();
    await odds.click();
    await expect(page.getByTestId('right-column').getByTestId('betslip-count')).toHaveText('(1)');
  });
});

test('the session expiring during placement logs out once and places nothing', async ({ page }) => {
  await page.request.post('/api/accounts/sessions', { data: { username: 'demo', password: 'demo123' } });
  const logouts: string[] = [];
  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith('/api/accounts/me/sessions')) logouts.push(request.url());
    if (request.method() === 'POST' && /\/accounts\/[^/]+\/betslips/.test(request.url())) placements.push(request.url());
  });
  await page.route(/\/xapi\/rest\/accounts\/[^/]+\/betslips/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"statusCode":401,"code":"SESSION_EXPIRED"}' })
      : route.fallback(),
  );

  await page.goto('/en/sports');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.locator('main li[data-event-id] button[data-outcome-id][aria-pressed="false"]:not([disabled])').first().click();
  const slip = page.getByTestId('right-column');
  await slip.getByRole('textbox', { name: /^Stake for / }).fill('1');
  const busLogouts = await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { on: (n: string, h: () => void) => void }>)[
      Symbol.for('sportsbook.bus')
    ];
    const seen = { count: 0 };
    bus?.on('session/logout', () => seen.count++);
    (globalThis as unknown as { __logouts: typeof seen }).__logouts = seen;
    return seen.count;
  });
  expect(busLogouts).toBe(0);
  await slip.getByRole('button', { name: /^Place bet / }).click();

  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { __logouts: { count: number } }).__logouts.count))
    .toBe(1);
  // Once the page's requests have settled, a second logout (or a retried placement) would have happened.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (globalThis as unknown as { __logouts: { count: number } }).__logouts.count)).toBe(1);
  expect(logouts).toHaveLength(1);
  // A refused placement is not retried behind the player's back, and no receipt claims a bet.
  expect(placements).toHaveLength(1);
  await expect(page.getByTestId('betslip-receipt')).toHaveCount(0);
});

test('the slip survives a crash of the betslip remote and comes back with Retry', async ({ page }) => {
  const site = await startSiteAt(FAULT_OFFSET, { env: { PORT_API: String(portOf('api', MAIN_OFFSET)) } });
  try {
    const url = (p: string) => `http://localhost:${portOf('shell', FAULT_OFFSET)}${p}`;
    await page.goto(url('/en/sports'));
    const rows = page.locator('main li[data-event-id]');
    await expect(rows.first()).toBeVisible();
    for (const row of [0, 1]) await rows.nth(row).locator('button[data-outcome-id][aria-pressed="false"]').first().click();
    const selected = page.locator('main button[data-outcome-id][aria-pressed="true"]');
    await expect(selected).toHaveCount(2);

    await site.servers.mfe_betslip?.close();
    await page.reload();
    const fallbacks = page.locator('[data-remote-fallback="mfe_betslip"]');
    await expect(fallbacks.first()).toBeVisible();
    await expect(rows.first()).toBeVisible();

    const restarted = await createRemoteServer({ root: path.join(ROOT, 'mfe-betslip/dist') });
    await restarted.listen({ port: portOf('mfe_betslip', FAULT_OFFSET), host: '127.0.0.1' });
    site.servers.mfe_betslip = restarted;
    while ((await fallbacks.count()) > 0) await fallbacks.first().getByRole('button', { name: 'Retry' }).click();
    await expect(selected).toHaveCount(2);
  } finally {
    await site.close();
  }
});
