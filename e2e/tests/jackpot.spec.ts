import { expect, test, type Page } from '@playwright/test';

const matchesOf = (page: Page) => page.getByRole('list', { name: /^Matches of / });

/** Opens the first open jackpot from the list and picks the home side of every match. */
async function fillFirstJackpot(page: Page): Promise<number> {
  await page.goto('/en/jackpot');
  await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible();
  await expect(page.getByRole('figure').getByRole('img')).toBeVisible();
  await page
    .getByRole('link', { name: /^Pick your results for / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/jackpot\/sport\/\d+$/);
  const rows = matchesOf(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  await expect(page.getByText(`0 of ${count} matches picked`)).toBeVisible();
  for (let i = 0; i < count; i++) await rows.nth(i).getByRole('button').first().click();
  await expect(page.getByText(`${count} of ${count} matches picked`)).toBeVisible();
  return count;
}

test('a player fills a jackpot match by match and the picks survive a reload', async ({ page }) => {
  const count = await fillFirstJackpot(page);
  const second = matchesOf(page).getByRole('listitem').first().getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByText(`${count} of ${count} matches picked`)).toBeVisible();
  await expect(matchesOf(page).locator('button[aria-pressed="true"]')).toHaveCount(count + 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('a guest who places is asked to log in and keeps the picks', { tag: '@wide-only' }, async ({ page }) => {
  const count = await fillFirstJackpot(page);
  await page.getByRole('button', { name: 'Get a retail code' }).click();
  await expect(page.getByText(/^Retail code: \S+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Log in to place your bet' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(`${count} of ${count} matches picked`)).toBeVisible();
});

test('a player fills a jackpot, places it and finds it in My Bets', { tag: '@wide-only' }, async ({ page }) => {
  await page.request.post('/api/accounts/sessions', { data: { username: 'demo', password: 'demo123' } });
  const placements: string[] = [];
  page.on('request', (request) => {
    if (/\/jackpotbetslips\?/.test(request.url())) placements.push(request.url());
  });

  await fillFirstJackpot(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await matchesOf(page).getByRole('listitem').first().getByRole('button').nth(1).click();
  await expect(page.getByTestId('jackpot-lines')).toHaveText('2 lines');
  await expect(page.getByTestId('jackpot-total')).toHaveText(/^€\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Place jackpot bet' }).click();

  const receipt = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Jackpot bet placed' }) });
  await expect(receipt).toContainText(name);
  const reference = (await receipt.locator('dt:has-text("Reference") + dd').textContent()) ?? '';
  expect(reference).not.toBe('');
  expect(placements[0]).toMatch(/\/accounts\/\d+\/jackpotbetslips\?uuid=[0-9a-f-]{36}$/);

  await receipt.getByRole('link', { name: 'See it in My Bets' }).click();
  await expect(page).toHaveURL(/\/en\/open_bets$/);
  await expect(page.getByRole('main').getByText(reference).first()).toBeVisible();
});
