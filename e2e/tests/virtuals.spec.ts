import { expect, test, type Page } from '@playwright/test';
import type { CachedSettings } from '@sportsbook/contracts';

const GAME_ROUTES = [
  ['/en/sports/kiron', 'Kiron Virtuals'],
  ['/en/sports/betradar-virtuals', 'Betradar Virtual Sports'],
  ['/en/sports/edge', 'Edge'],
  ['/en/sports/esports', 'eSports'],
  ['/en/sports/esportsbull', 'Esports Bull'],
  ['/en/sports/exchange', 'Exchange'],
  ['/en/sports/parlaybay', 'ParlayBay'],
  ['/en/sports/soccerbet', 'SoccerBet'],
  ['/en/sports/vir2al-games', 'Vir2al Games'],
  ['/en/sports/leap/horses-3', 'Leap Gaming'],
  ['/en/cryptoblast', 'CryptoBlast'],
  ['/en/powerball', 'Powerball'],
  ['/en/lotto', 'Lotto'],
] as const;

test('every third-party game route launches its game in a sandboxed frame', async ({ page }) => {
  for (const [path, name] of GAME_ROUTES) {
    await page.goto(path);
    const frame = page.getByTitle(`Virtual games: ${name}`);
    await expect(frame, path).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(page.frameLocator('iframe[data-provider-frame]').locator('body')).not.toBeEmpty();
  }
});

test('a guest plays in demo mode and can log in from the game page', async ({ page }) => {
  await page.goto('/en/sports/kiron');
  await expect(page.getByRole('note')).toContainText('Demo mode');
  await expect(page.getByTitle('Virtual games: Kiron Virtuals')).toHaveAttribute('src', /token=&locale=en&parentOrigin=/);
  await page.getByRole('button', { name: 'Log in to play for real money' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test("a logged-in player's game is launched with the provider token from the session", async ({ page }) => {
  await page.request.post('/api/accounts/sessions', { data: { username: 'demo', password: 'demo123' } });
  await page.goto('/en/sports/kiron');
  const frame = page.getByTitle('Virtual games: Kiron Virtuals');
  await expect(frame).toHaveAttribute('src', /token=[\w-]{16,}&locale=en/);
  await expect(page.getByRole('note')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

/** Serves the brand's real settings with a change, at the network edge. */
const withSettings = (page: Page, change: (settings: CachedSettings) => CachedSettings) =>
  page.route('**/api/all_cached_settings*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as CachedSettings) });
  });

test('a provider the brand has not configured gets a clear message instead of a game', async ({ page }) => {
  await withSettings(page, ({ partner_product_urls: { lotto: _lotto, ...others }, ...settings }) => ({
    ...settings,
    partner_product_urls: others,
  }));
  await page.goto('/en/lotto');
  await expect(page.getByRole('alert')).toHaveText('The game provider "Lotto" is not available on this site.');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a brand playing in tether offers no virtual games', async ({ page }) => {
  await withSettings(page, (settings) => ({ ...settings, currency: 'USDT' }));
  await page.goto('/en/sports/kiron');
  await expect(page.getByRole('alert')).toHaveText('Virtual games are not available for your account currency.');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the page and the game talk over postMessage, each checking the other origin', async ({ page }) => {
  // A provider page speaking the game protocol, served where the brand's launch URL points.
  await page.route('**/api/demo-games/kiron?*', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><p id="state">waiting</p><script>
        const parentOrigin = new URL(location.href).searchParams.get('parentOrigin');
        addEventListener('message', (event) => {
          if (event.origin !== parentOrigin || event.source !== parent) return;
          document.getElementById('state').textContent = event.data.type + ' ' + event.data.locale + ' demo=' + event.data.demo;
          parent.postMessage({ protocol: 'sportsbook-game/1', type: 'resize', height: 900 }, parentOrigin);
        });
        parent.postMessage({ protocol: 'sportsbook-game/1', type: 'ready' }, parentOrigin);
      </script></body>`,
    }),
  );
  await page.goto('/en/sports/kiron');
  const game = page.frameLocator('iframe[data-provider-frame]');
  await expect(game.locator('#state')).toHaveText('init en demo=true');
  await expect(page.getByTitle('Virtual games: Kiron Virtuals')).toHaveCSS('height', '900px');
});
