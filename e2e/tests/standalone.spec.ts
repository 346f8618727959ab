import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { portEnvName, type RemoteName } from '@sportsbook/contracts';
import { MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT } from '../support/stack';

/**
 * A remote's team works alone. Each remote's own dev page (`pnpm --filter mfe-… dev`: its
 * webpack dev server and the stand-in shell) renders its modules against the real API.
 */
const DEV_OFFSET = MAIN_OFFSET + 300;

async function startDevServer(remote: RemoteName): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = portOf(remote, DEV_OFFSET);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'dev'], {
    cwd: path.join(ROOT, remote.replace('_', '-')),
    env: { ...process.env, [portEnvName(remote)]: String(port), [portEnvName('api')]: String(portOf('api', MAIN_OFFSET)) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/en/`, { headers: { accept: 'text/html' } }).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const pages: Record<RemoteName, { path: string; shows: (page: Page) => Promise<void> }> = {
  mfe_prematch: {
    path: '/en/sports',
    shows: (page) =>
      expect(
        page
          .getByRole('link')
          .filter({ hasText: /Football/ })
          .first(),
      ).toBeVisible(),
  },
  mfe_live: {
    path: '/en/live/sport/',
    shows: (page) => expect(page.locator('button[aria-pressed]').first()).toBeVisible(),
  },
  mfe_betslip: { path: '/en/', shows: (page) => expect(page.getByRole('heading', { name: /Betslip/ })).toBeVisible() },
  mfe_account: {
    path: '/en/',
    shows: async (page) => {
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    },
  },
  mfe_jackpot: { path: '/en/jackpot', shows: (page) => expect(page.getByRole('heading').first()).toBeVisible() },
  mfe_virtuals: { path: '/en/sports/kiron', shows: (page) => expect(page.locator('iframe')).toBeVisible() },
};

for (const [remote, { path: pagePath, shows }] of Object.entries(pages) as Array<[RemoteName, (typeof pages)[RemoteName]]>) {
  test(`${remote}'s own dev page renders its modules in the stand-in shell`, async ({ page }) => {
    test.setTimeout(180_000);
    const dev = await startDevServer(remote);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${dev.url}${pagePath}`);
      await expect(page.getByRole('main', { name: `${remote.replace('_', '-')} standalone` })).toBeVisible();
      await shows(page);
      expect(errors).toEqual([]);
    } finally {
      await dev.stop();
    }
  });
}
