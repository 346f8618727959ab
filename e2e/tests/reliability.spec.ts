import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createRemoteServer } from '@sportsbook/serve';
import { FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

/** Issue 11: the API failing on the main calls, and nothing lost when the betslip remote crashes. */

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
