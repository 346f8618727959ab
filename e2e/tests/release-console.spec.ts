import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { publishBuild, publishLocalBuilds, releasePlaces, type RunningSite } from '@sportsbook/serve';
import { brandOrigin, FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

/**
 * The release console and a team's preview on a real site: an operator signs in with the admin key,
 * ramps a good build of the live remote for `ke` from 10 % to 100 %, promotes it and rolls it back
 * in one press; a preview link shows that build to the browser that opened it and to no other.
 */
const OFFSET = FAULT_OFFSET;
const KEY = 'e2e-admin-key-0123456789';
const ke = brandOrigin('ke', OFFSET);
const places = releasePlaces(ROOT, { RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-console-')) });
let site: RunningSite | undefined;
let stable = '';
let good = '';

const registry = () => JSON.parse(fs.readFileSync(path.join(places.registryDir, 'ke.json'), 'utf8')).remotes.mfe_live;

test.beforeAll(async () => {
  await publishLocalBuilds(places, () => undefined);
  stable = registry().stable as string;
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-live-'));
  fs.cpSync(path.join(ROOT, 'mfe-live', 'dist'), other, { recursive: true });
  fs.writeFileSync(path.join(other, 'good.txt'), 'a good build');
  good = publishBuild(places, 'mfe_live', other).version;
  const env = {
    PORT_API: String(portOf('api', MAIN_OFFSET)),
    RELEASES_DIR: places.releases,
    REMOTES_DIR: places.registryDir,
    SB_ADMIN_KEY: KEY,
  };
  site = await startSiteAt(OFFSET, { env });
});

test.afterAll(async () => {
  await site?.close();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${ke}/en/ops`);
  await page.getByLabel('Your name (recorded in the audit log)').fill('Ana Ops');
  await page.getByLabel('Admin key').fill(KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Release console: ke' })).toBeVisible();
}

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const liveCard = (page: Page) => page.getByRole('region', { name: 'mfe-live', exact: true });

async function setShare(page: Page, share: number): Promise<void> {
  const form = liveCard(page).getByRole('form', { name: 'Set the canary share of mfe-live' });
  await form.getByLabel('Canary version').selectOption(good);
  await form.getByLabel('Share (%)').fill(String(share));
  await form.getByLabel('Reason').fill(`ramp to ${share} %`);
  await form.getByRole('button', { name: 'Set share' }).click();
  await expect(liveCard(page)).toContainText(`${good} at ${share} %`);
}

test('an operator ramps a good build 10 % → 100 %, promotes it, and rolls it back in one press', async ({ page }) => {
  await signIn(page);
  expect(await axeFindings(page)).toEqual([]);
  await setShare(page, 10);
  expect(registry().canary).toEqual({ version: good, share: 10 });
  await setShare(page, 100);
  const promote = liveCard(page).getByRole('form', { name: 'Promote a version of mfe-live' });
  await promote.getByLabel('Version to promote').selectOption(good);
  await promote.getByLabel('Reason').fill('healthy at 100 %');
  await promote.getByRole('button', { name: 'Promote' }).click();
  await expect(liveCard(page).getByRole('definition').first()).toHaveText(good);
  expect(registry()).toMatchObject({ stable: good, previous: stable });

  // One press, from the keyboard: the button is reachable and works without a pointer.
  await liveCard(page).getByRole('button', { name: 'Roll back' }).focus();
  await page.keyboard.press('Enter');
  await expect(liveCard(page).getByRole('definition').first()).toHaveText(stable);
  expect(registry().stable).toBe(stable);
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Ana Ops');
  await expect(audit.getByRole('row').nth(1)).toContainText('Rolled back from the console');
  expect(await axeFindings(page)).toEqual([]);
});

async function liveVersionLoaded(page: Page): Promise<string> {
  const entry = page.waitForRequest(
    (request) =>
      /\/releases\/[^/]+\/remoteEntry\.js$/.test(request.url()) && request.url().includes(`:${portOf('mfe_live', OFFSET)}/`),
  );
  await page.goto(`${ke}/en/live/sport/`);
  const url = (await entry).url();
  await expect(page.locator('[data-remote="mfe_live"]').first()).toBeVisible();
  return /\/releases\/([^/]+)\//.exec(url)?.[1] ?? '';
}

async function previewLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  const form = liveCard(page).getByRole('form', { name: 'Preview a version of mfe-live' });
  await form.getByLabel('Preview version').selectOption(good);
  await form.getByRole('button', { name: 'Make a preview link' }).click();
  const link = (await page.getByRole('status').locator('code').textContent()) ?? '';
  await context.close();
  return link;
}

test('a preview link shows its version to the browser that opened it, and to no other', async ({ browser, page }) => {
  const link = await previewLink(browser);
  expect(link).toMatch(/^\/preview\?token=/);
  await page.goto(`${ke}${link}`);
  expect(await liveVersionLoaded(page)).toBe(good);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(`Preview of mfe-live ${good}`);

  const other = await browser.newContext();
  const stranger = await other.newPage();
  const refused = await stranger.goto(`${ke}${link}`);
  expect(refused?.status()).toBe(403);
  expect(await liveVersionLoaded(stranger)).toBe(stable);
  await expect(stranger.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'End preview' }).click();
  expect(await liveVersionLoaded(page)).toBe(stable);
});
