import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  AUTO_ROLLBACK_OPERATOR,
  changeRelease,
  playerBucket,
  PLAYER_COOKIE,
  publishBuild,
  publishLocalBuilds,
  releasePlaces,
  type RunningSite,
} from '@sportsbook/serve';
import { brandOrigin, FAULT_OFFSET, MAIN_OFFSET, portOf } from '../support/ports';
import { ROOT, startSiteAt } from '../support/stack';

/**
 * A broken build of the live remote as a canary on half of `ke`'s players: those players see the
 * live box's fallback, everyone else is untouched, their pages' reports show the canary failing, and
 * the site rolls it back by itself; the same players then get stable, with no restart.
 */
test.describe('a broken canary rolled back by its error rate', () => {
  const OFFSET = FAULT_OFFSET;
  const SHARE = 50;
  const METRICS_TOKEN = 'e2e-scrape';
  const places = releasePlaces(ROOT, { RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-canary-')) });
  // Players whose live-remote buckets are known (8, 16; 50, 62): two in a 50 % canary, two out of it.
  const ON_CANARY = ['5f0c6d1e-0002-4000-8000-000000000002', '5f0c6d1e-0006-4000-8000-000000000006'];
  const ON_STABLE = ['5f0c6d1e-0001-4000-8000-000000000001', '5f0c6d1e-0003-4000-8000-000000000003'];
  let site: RunningSite | undefined;
  let stable = '';
  let canary = '';

  test.beforeAll(async () => {
    await publishLocalBuilds(places, () => undefined);
    stable = JSON.parse(fs.readFileSync(path.join(places.registryDir, 'ke.json'), 'utf8')).remotes.mfe_live.stable as string;
    // The live remote's build with an entry that throws as it runs: its contract is intact, it just breaks.
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-broken-live-'));
    fs.cpSync(path.join(ROOT, 'mfe-live', 'dist'), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("a deliberately broken live release");\n');
    // The origin serves a precompressed copy first: the broken entry has none.
    for (const copy of ['remoteEntry.js.gz', 'remoteEntry.js.br']) fs.rmSync(path.join(broken, copy), { force: true });
    canary = publishBuild(places, 'mfe_live', broken).version;
    const operator = { by: 'e2e', reason: 'a broken canary for the rollback test' };
    await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: canary, share: SHARE }, operator);
    const env = {
      PORT_API: String(portOf('api', MAIN_OFFSET)),
      RELEASES_DIR: places.releases,
      REMOTES_DIR: places.registryDir,
      METRICS_TOKEN,
      // Small thresholds, so four loads decide: 2 of 2 failing against 0 of 2 gives z = 2, p ≈ 0.023.
      ROLLBACK_ERRORS_MIN_LOADS: '2',
      ROLLBACK_ERRORS_MARGIN: '0.2',
      ROLLBACK_ERRORS_CONFIDENCE: '0.9',
      TELEMETRY_REPORTS_PER_MINUTE: '1000',
    };
    site = await startSiteAt(OFFSET, { env });
  });

  test.afterAll(async () => {
    await site?.close();
  });

  const registryLive = () =>
    JSON.parse(fs.readFileSync(path.join(places.registryDir, 'ke.json'), 'utf8')).remotes.mfe_live as {
      stable: string;
      canary?: { version: string; share: number };
    };

  /** Page loads of the live remote's release the shell's server has counted from the pages' reports. */
  async function loadsCounted(brand: string, version: string): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${portOf('shell', OFFSET)}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = (await response.text())
      .split('\n')
      .find((row) => row.startsWith(`sb_remote_loads_total{brand="${brand}",remote="mfe_live",version="${version}"}`));
    return Number(line?.split(' ').at(-1) ?? 0);
  }

  /** Opens the live page as a player, then leaves it, and waits until the server has counted the page's report. */
  async function visit(page: Page, brand: string, id: string, expectBox: (page: Page) => Promise<void>, version: string) {
    const before = await loadsCounted(brand, version);
    await page.context().clearCookies();
    await page.context().addCookies([{ name: PLAYER_COOKIE, value: id, url: brandOrigin(brand, OFFSET) }]);
    const entry = page.waitForRequest(
      (request) =>
        /\/releases\/[^/]+\/remoteEntry\.js/.test(request.url()) && request.url().includes(`:${portOf('mfe_live', OFFSET)}/`),
    );
    await page.goto(`${brandOrigin(brand, OFFSET)}/en/live/sport/`);
    expect((await entry).url()).toContain(`/releases/${version}/`);
    await expectBox(page);
    // Leaving the page sends what is left of its report.
    await page.goto('about:blank');
    await expect.poll(() => loadsCounted(brand, version)).toBe(before + 1);
  }

  const liveBoxWorks = async (page: Page) => {
    await expect(page.locator('[data-remote="mfe_live"]').first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback="mfe_live"]')).toHaveCount(0);
  };
  const liveBoxFallsBack = async (page: Page) => {
    await expect(page.locator('[data-remote-fallback="mfe_live"]').first()).toBeVisible();
  };

  test('players in the canary’s buckets see the fallback; the rollback follows and every ke player then gets stable', async ({
    page,
  }) => {
    test.slow();
    for (const id of ON_CANARY) expect(playerBucket(id, 'mfe_live')).toBeLessThan(SHARE);
    for (const id of ON_STABLE) expect(playerBucket(id, 'mfe_live')).toBeGreaterThanOrEqual(SHARE);

    for (const id of ON_CANARY) await visit(page, 'ke', id, liveBoxFallsBack, canary);
    await visit(page, 'eu', ON_CANARY[0] ?? '', liveBoxWorks, stable);
    expect(registryLive().canary).toEqual({ version: canary, share: SHARE });
    for (const id of ON_STABLE) await visit(page, 'ke', id, liveBoxWorks, stable);

    await expect.poll(() => registryLive().canary?.share).toBe(0);
    const audit = fs.readFileSync(places.auditLog, 'utf8').trim().split('\n');
    const last = JSON.parse(audit.at(-1) ?? '{}') as { by: string; brand: string; reason: string };
    expect(last).toMatchObject({ by: AUTO_ROLLBACK_OPERATOR, brand: 'ke' });
    expect(last.reason).toContain('errored loads 100.0 % of 2 canary loads against 0.0 % of 2 on stable');

    for (const id of [...ON_CANARY, ...ON_STABLE]) await visit(page, 'ke', id, liveBoxWorks, stable);
  });
});
