import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  changeRelease,
  newPlayerId,
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
 * Releases served to real pages: every remote from its published stable release, and for `ke` only,
 * a canary of the live remote on half of the players, each player on one version load after load.
 */
test.describe('a canary of one remote for one brand', () => {
  const OFFSET = FAULT_OFFSET;
  const SHARE = 50;
  const places = releasePlaces(ROOT, { RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-releases-')) });
  let site: RunningSite | undefined;
  let stable = '';
  let canary = '';

  test.beforeAll(async () => {
    await publishLocalBuilds(places, () => undefined);
    stable = JSON.parse(fs.readFileSync(path.join(places.registryDir, 'ke.json'), 'utf8')).remotes.mfe_live.stable as string;
    // Another build of the live remote: the same code with one file more, so another version.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-live-'));
    fs.cpSync(path.join(ROOT, 'mfe-live', 'dist'), other, { recursive: true });
    fs.writeFileSync(path.join(other, 'canary.txt'), 'canary');
    canary = publishBuild(places, 'mfe_live', other).version;
    const operator = { by: 'e2e', reason: 'canary test' };
    await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: canary, share: SHARE }, operator);
    const env = { PORT_API: String(portOf('api', MAIN_OFFSET)), RELEASES_DIR: places.releases, REMOTES_DIR: places.registryDir };
    site = await startSiteAt(OFFSET, { env });
  });

  test.afterAll(async () => {
    await site?.close();
  });

  const playerIn = (onCanary: boolean) => {
    for (;;) {
      const id = newPlayerId();
      if (playerBucket(id, 'mfe_live') < SHARE === onCanary) return id;
    }
  };

  async function liveLoadedFrom(page: Page, brand: string, id: string): Promise<string> {
    await page.context().addCookies([{ name: PLAYER_COOKIE, value: id, url: brandOrigin(brand, OFFSET) }]);
    const entry = page.waitForRequest(
      (request) =>
        /\/releases\/[^/]+\/remoteEntry\.js$/.test(request.url()) && request.url().includes(`:${portOf('mfe_live', OFFSET)}/`),
    );
    await page.goto(`${brandOrigin(brand, OFFSET)}/en/live/sport/`);
    const url = (await entry).url();
    await expect(page.locator('[data-remote="mfe_live"]').first()).toBeVisible();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);
    return /\/releases\/([^/]+)\//.exec(url)?.[1] ?? '';
  }

  test(
    'ke players in the canary’s buckets load it, load after load; ke players on stable and eu players do not',
    { tag: '@wide-only' },
    async ({ page }) => {
      const onCanary = playerIn(true);
      expect(await liveLoadedFrom(page, 'ke', onCanary)).toBe(canary);
      expect(await liveLoadedFrom(page, 'ke', onCanary)).toBe(canary);
      expect(await liveLoadedFrom(page, 'ke', playerIn(false))).toBe(stable);
      expect(await liveLoadedFrom(page, 'eu', onCanary)).toBe(stable);
    },
  );
});
