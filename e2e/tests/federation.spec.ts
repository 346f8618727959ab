import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { createRemoteServer, remoteFolder } from '@sportsbook/serve';
import { brandOrigin, FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

const remoteRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};

test('the shell composes all six remotes, each fetched from its own origin', async ({ page }) => {
  const urls = remoteRequests(page);
  await page.goto('/en/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Play responsibly');
  await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live events' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Betslip/ })).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jackpot' }).click();
  await expect(page.locator('[data-remote="mfe_jackpot"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Virtuals' }).click();
  await expect(page.locator('iframe')).toBeVisible();

  for (const remote of REMOTE_NAMES) {
    const origin = `http://localhost:${portOf(remote, MAIN_OFFSET)}`;
    expect(urls, `${remote} manifest`).toContain(`${origin}/mf-manifest.json`);
    expect(urls, `${remote} entry`).toContain(`${origin}/remoteEntry.js`);
  }
});

test('React and the other shared singletons are loaded once for the whole page', async ({ page }) => {
  const entries: Array<{ url: string; text: string }> = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) entries.push({ url: response.url(), text: await response.text().catch(() => '') });
  });
  await page.goto('/en/');
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live events' })).toBeVisible();
  // Every app bundles a fallback copy of React; only React's own module defines cloneElement.
  const reactCopies = entries.filter(({ text }) => /\.cloneElement=function/.test(text)).length;
  expect(reactCopies).toBe(1);
  const loaded = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions))
          if (info.loaded) (result[pkg] ??= []).push(`${version}@${info.from}`);
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', '@sportsbook/routing', '@sportsbook/bus']) {
    expect(new Set(loaded[pkg] ?? []).size, `${pkg}: ${JSON.stringify(loaded[pkg])}`).toBe(1);
  }
  // The federation runtime too: the shell provides it and its bundler runtime, and each remote
  // entry, built without its own copies, reads them from the page (about 14 kB less per remote).
  const runtimeFrom = await page.evaluate(
    () => (window as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM,
  );
  expect(runtimeFrom?.name).toBe('shell');
  const remoteEntries = entries.filter(({ url }) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntries.length).toBeGreaterThan(2);
  for (const { url, text } of remoteEntries) {
    expect(text.includes('_SB_HOST_FEDERATION'), url).toBe(true);
    // A line of the bundler runtime's share-scope setup, which the entry no longer carries.
    expect(text.includes('Initialization of sharing external failed'), url).toBe(false);
  }
  // Each container still starts a federation instance of its own, after the shell's.
  const instances = await page.evaluate(() =>
    (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string }> } }).__FEDERATION__.__INSTANCES__.map(
      (instance) => instance.name,
    ),
  );
  expect(instances[0]).toBe('shell');
  expect(new Set(instances).size).toBe(instances.length);
  expect(instances).toEqual(expect.arrayContaining(['mfe_prematch', 'mfe_live']));
});

test.describe('failure isolation and runtime swaps', () => {
  const OFFSET = FAULT_OFFSET;
  let site: Awaited<ReturnType<typeof startSiteAt>> | undefined;

  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const siteUrl = (p: string) => `http://localhost:${portOf('shell', OFFSET)}${p}`;
  const env = { PORT_API: String(portOf('api', MAIN_OFFSET)) };

  test('a stopped remote shows its fallback, the rest works, and Retry loads it once it is back', async ({ page }) => {
    site = await startSiteAt(OFFSET, { env });
    await site.servers.mfe_live?.close();
    await page.goto(siteUrl('/en/'));
    const fallback = page.locator('[data-remote-fallback="mfe_live"]');
    await expect(fallback).toContainText('Live betting is unavailable');
    await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Betslip/ })).toBeVisible();

    const restarted = await createRemoteServer({ root: path.join(ROOT, 'mfe-live/dist') });
    await restarted.listen({ port: portOf('mfe_live', OFFSET), host: '127.0.0.1' });
    site.servers.mfe_live = restarted;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Live events' }).getByRole('listitem').first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  /** A page where each remote renders, and another remote that must keep working while it is down. */
  const REMOTE_PAGES: Record<RemoteName, { path: string; other: RemoteName }> = {
    mfe_prematch: { path: '/en/sports', other: 'mfe_betslip' },
    mfe_live: { path: '/en/live/sport/', other: 'mfe_betslip' },
    mfe_betslip: { path: '/en/sports', other: 'mfe_prematch' },
    mfe_account: { path: '/en/account', other: 'mfe_prematch' },
    mfe_jackpot: { path: '/en/jackpot', other: 'mfe_prematch' },
    mfe_virtuals: { path: '/en/sports/kiron', other: 'mfe_betslip' },
  };

  for (const remote of REMOTE_NAMES) {
    test(`${remote} down in turn: fallback, the rest works, Retry brings it back without a reload`, async ({ page }) => {
      const { path: pagePath, other } = REMOTE_PAGES[remote];
      site = await startSiteAt(OFFSET, { env });
      await site.servers[remote]?.close();
      await page.goto(siteUrl(pagePath));
      const fallbacks = page.locator(`[data-remote-fallback="${remote}"]`);
      await expect(fallbacks.first()).toBeVisible();
      await expect(page.locator(`[data-remote="${other}"]`).first()).toBeAttached();
      await expect(page.locator(`[data-remote-fallback="${other}"]`)).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();

      const restarted = await createRemoteServer({ root: path.join(ROOT, remoteFolder(remote), 'dist') });
      await restarted.listen({ port: portOf(remote, OFFSET), host: '127.0.0.1' });
      site.servers[remote] = restarted;
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      // Prematch has several boxes on its page (search, menu, coupon): one Retry brings back every one.
      if (remote === 'mfe_prematch') await expect.poll(() => fallbacks.count()).toBeGreaterThan(1);
      const boxes = await fallbacks.count();
      await fallbacks.first().getByRole('button', { name: 'Retry' }).click();
      await expect(fallbacks).toHaveCount(0);
      await expect.poll(() => page.locator(`[data-remote="${remote}"]`).count()).toBeGreaterThanOrEqual(boxes);
      expect(navigations).toEqual([]);
    });
  }

  test('Login with the account remote down says so in a dialog, which Close dismisses', async ({ page }) => {
    site = await startSiteAt(OFFSET, { env });
    await site.servers.mfe_account?.close();
    await page.goto(siteUrl('/en/sports'));
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login is unavailable right now.' });
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });

  const candidateDir = path.join(ROOT, 'e2e/.builds/mfe-betslip-candidate');
  const CANDIDATE_VERSION = '9.9.9-e2e';

  test.beforeAll(() => {
    const candidate = path.join(candidateDir, 'mf-manifest.json');
    const current = path.join(ROOT, 'mfe-betslip/dist/mf-manifest.json');
    if (fs.existsSync(candidate) && fs.statSync(candidate).mtimeMs > fs.statSync(current).mtimeMs) return;
    // A second build of the betslip remote with another version, as its team would ship it.
    execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
      cwd: path.join(ROOT, 'mfe-betslip'),
      env: { ...process.env, SB_VERSION: CANDIDATE_VERSION, SB_DIST_DIR: candidateDir },
      stdio: 'inherit',
    });
  });

  const versions = (page: Page) => page.getByTestId('versions');
  const betslipShown = (page: Page) => expect(page.getByRole('heading', { name: /Betslip/ })).toBeVisible();

  test('a rebuilt remote is picked up by reloading the page, without rebuilding the shell', async ({ page }) => {
    site = await startSiteAt(OFFSET, { env });
    await page.goto(siteUrl('/en/'));
    await betslipShown(page);
    await expect(versions(page)).toContainText('betslip 0.1.0');

    await site.servers.mfe_betslip?.close();
    const redeployed = await createRemoteServer({ root: candidateDir });
    await redeployed.listen({ port: portOf('mfe_betslip', OFFSET), host: '127.0.0.1' });
    site.servers.mfe_betslip = redeployed;

    await page.reload();
    await betslipShown(page);
    await expect(versions(page)).toContainText(`betslip ${CANDIDATE_VERSION}`);
  });

  /** A copy of the shipped remotes manifests where the named brands load the betslip from `origin`. */
  function remotesDirWithBetslipAt(origin: string, brands: string[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-remotes-'));
    for (const file of fs.readdirSync(path.join(ROOT, 'shell/remotes'))) {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/remotes', file), 'utf8')) as {
        brand: string;
        remotes: Record<RemoteName, { manifest: string }>;
      };
      if (brands.includes(manifest.brand)) manifest.remotes.mfe_betslip.manifest = `${origin}/mf-manifest.json`;
      fs.writeFileSync(path.join(dir, file), JSON.stringify(manifest));
    }
    return dir;
  }

  test("one brand's manifest swaps the betslip for another build on another origin while the other brands keep theirs", async ({
    page,
  }) => {
    const candidatePort = portOf('mfe_betslip', OFFSET) + 50;
    const candidate = await createRemoteServer({ root: candidateDir });
    await candidate.listen({ port: candidatePort, host: '127.0.0.1' });
    const remotesDir = remotesDirWithBetslipAt(`http://{hostname}:${candidatePort}`, ['ke']);
    try {
      site = await startSiteAt(OFFSET, { env: { ...env, REMOTES_DIR: remotesDir } });
      const urls = remoteRequests(page);
      const brandUrl = (brand: string) => `${brandOrigin(brand, OFFSET)}/en/`;
      await page.goto(brandUrl('ke'));
      await betslipShown(page);
      await expect(versions(page)).toContainText(`betslip ${CANDIDATE_VERSION}`);
      expect(urls).toContain(`http://localhost:${candidatePort}/remoteEntry.js`);

      // The same running site, the same builds: the European host still gets the standard betslip.
      // A page of its own, so that chunks the Kenyan page still fetches at idle are not counted as the European's.
      const euPage = await page.context().newPage();
      await page.close();
      const euUrls = remoteRequests(euPage);
      await euPage.goto(brandUrl('eu'));
      await betslipShown(euPage);
      await expect(versions(euPage)).toContainText('betslip 0.1.0');
      expect(euUrls).toContain(`http://localhost:${portOf('mfe_betslip', OFFSET)}/remoteEntry.js`);
      expect(euUrls.some((url) => url.includes(`:${candidatePort}/`))).toBe(false);
    } finally {
      await candidate.close();
    }
  });

  test('a broken remotes manifest leaves the frame standing with every remote in fallback', async ({ page }) => {
    const remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-remotes-'));
    fs.writeFileSync(path.join(remotesDir, 'eu.json'), '{"brand": "eu", "remotes": {');
    site = await startSiteAt(OFFSET, { env: { ...env, REMOTES_DIR: remotesDir } });
    await page.goto(siteUrl('/en/'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('[data-remote-fallback="mfe_prematch"]').first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback="mfe_live"]').first()).toBeVisible();
    await expect(page.locator('[data-remote]')).toHaveCount(0);
  });
});
