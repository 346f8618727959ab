import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_VERSION } from '@sportsbook/contracts';
import { buildBrokenRemote } from '../support/fixture-builds';
import { FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { startSiteAt } from '../support/stack';

/** Faults: a broken remote is isolated, logged, and shows its fallback; the page lives on. */
test.describe('a broken remote is isolated', () => {
  let site: Awaited<ReturnType<typeof startSiteAt>> | undefined;
  const env = { PORT_API: String(portOf('api', MAIN_OFFSET)) };
  const url = (p: string) => `http://localhost:${portOf('shell', FAULT_OFFSET)}${p}`;

  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const consoleErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    return errors;
  };

  async function expectJackpotIsolated(page: Page, errors: string[]) {
    await page.goto(url('/en/jackpot'));
    await expect(page.locator('[data-remote-fallback="mfe_jackpot"]').first()).toContainText('Jackpots are unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto(url('/en/sports'));
    await expect(page.locator('[data-remote="mfe_prematch"]').first()).toBeVisible();
    expect(
      errors.some((e) => /mfe_jackpot/.test(e)),
      errors.join('\n'),
    ).toBe(true);
  }

  test('a remote that throws while rendering', async ({ page }) => {
    site = await startSiteAt(FAULT_OFFSET, { env, remoteDist: { mfe_jackpot: buildBrokenRemote('throws-on-render') } });
    await expectJackpotIsolated(page, consoleErrors(page));
  });

  test('a remote whose shared requirement cannot be met (react ^99, strict)', async ({ page }) => {
    site = await startSiteAt(FAULT_OFFSET, { env, remoteDist: { mfe_jackpot: buildBrokenRemote('unmet-shared') } });
    await expectJackpotIsolated(page, consoleErrors(page));
  });

  test('a remote built against another major of the contract is refused, its box naming both versions', async ({ page }) => {
    site = await startSiteAt(FAULT_OFFSET, { env, remoteDist: { mfe_jackpot: buildBrokenRemote('contract-skew') } });
    const errors = consoleErrors(page);
    await expectJackpotIsolated(page, errors);
    await page.goto(url('/en/jackpot'));
    await expect(page.locator('[data-remote-fallback="mfe_jackpot"]').first()).toContainText(
      `This part was built for contract 2.0.0; this site speaks ${CONTRACT_VERSION}.`,
    );
    await expect(page.getByText('jackpots of the next contract')).toHaveCount(0);
  });

  test('a remote whose mf-manifest.json is malformed', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bad-manifest-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id": "mfe_jackpot", "metaData": ');
    site = await startSiteAt(FAULT_OFFSET, { env, remoteDist: { mfe_jackpot: dir } });
    await expectJackpotIsolated(page, consoleErrors(page));
  });

  test('a remote whose manifest is missing (404)', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-no-manifest-'));
    site = await startSiteAt(FAULT_OFFSET, { env, remoteDist: { mfe_jackpot: dir } });
    await expectJackpotIsolated(page, consoleErrors(page));
  });
});
