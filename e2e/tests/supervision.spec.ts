import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import type * as Supervisor from '../../scripts/lib.mjs';
import { FAULT_OFFSET, portEnv, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

type Lib = typeof Supervisor;
/** npm start's own supervisor, loaded as Node loads it: the test runner's transform would turn the ES module into CommonJS. */
const loadLib = new Function('url', 'return import(url)') as (url: string) => Promise<Lib>;

/**
 * The API dies in the middle of a player's session. The supervisor of `npm start`
 * restarts it; meanwhile the site says it is temporarily unavailable, and it recovers by itself.
 */
test('the API killed mid-session: the page says so, the supervisor restarts it, the site recovers alone', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-supervised-'));
  const logged: string[] = [];
  const { supervise } = await loadLib(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href);
  const supervisor = supervise(
    [
      {
        name: 'api',
        command: path.join(ROOT, 'node_modules/.bin/tsx'),
        args: ['src/main.ts'],
        cwd: path.join(ROOT, 'api'),
        env: { ...portEnv(FAULT_OFFSET), API_DATA_DIR: dataDir, SEED: '7', LOG_LEVEL: 'warn' },
      },
    ],
    { exitOnStop: false, logError: (message) => logged.push(message) },
  );
  const site = await startSiteAt(FAULT_OFFSET);
  const origin = `http://localhost:${portOf('shell', FAULT_OFFSET)}`;
  try {
    await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
    await page.goto(`${origin}/en/sports`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('demo123');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main li[data-event-id]').first()).toBeVisible();

    supervisor.running.get('api')?.kill('SIGKILL');
    // The player goes on browsing: the next call finds the API gone.
    await page.getByRole('link', { name: 'Live' }).first().click();
    const notice = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();

    // Restarted with backoff: the notice goes by itself and the page loads its data again.
    await expect(notice).toHaveCount(0, { timeout: 60_000 });
    await page.getByRole('link', { name: 'Sports' }).first().click();
    await expect(page.locator('main li[data-event-id]').first()).toBeVisible();
    // The session lives in the API's database: the player is still logged in.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
    expect(logged.join('\n')).toMatch(/api exited \(SIGKILL\); restarting in 1 s/);
  } finally {
    await supervisor.stop();
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
