import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT, federationManifest, fixtureRepository, writeBuild } from '../testing/release-fixture';
import { changeRelease, publishBuild, publishLocalBuilds } from './release-commands';
import { folderOf, registryFile, type ReleasePlaces } from './release-places';
import { pruneReleases } from './release-prune';
import { readAuditLog, readRegistry } from './release-registry';
import { publishedVersions, releaseFolder } from './release-store';

const operator = { by: 'ana', reason: 'try it' };

/** Publishes another build of the live remote, dated `minutesAgo`, and returns its version. */
function publishLive(places: ReleasePlaces, n: number, minutesAgo: number): string {
  const dist = path.join(places.root, 'mfe-live', 'dist');
  writeBuild(dist, federationManifest('mfe_live'), CONTRACT, `/* live ${n} */`);
  const { version, folder } = publishBuild(places, 'mfe_live');
  const at = new Date(Date.now() - minutesAgo * 60_000);
  fs.utimesSync(folder, at, at);
  return version;
}

describe('pruning releases', () => {
  it('deletes versions past the newest kept that no brand names, keeps every named one, and logs it', async () => {
    const places = fixtureRepository();
    await publishLocalBuilds(places, () => undefined);
    const first = (await readRegistry(registryFile(places, 'eu'))).remotes.mfe_live.stable ?? '';
    fs.utimesSync(releaseFolder(places.releases, 'mfe-live', first), new Date(0), new Date(0));
    const [old1, old2, promoted, canary, newest] = [50, 40, 30, 20, 10].map((ago, i) => publishLive(places, i + 2, ago));
    await changeRelease(places, 'eu', 'mfe_live', { action: 'promote', version: promoted ?? '' }, operator);
    await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: canary ?? '', share: 5 }, operator);

    const entries = await pruneReleases(places, 1, 'ops');

    const left = publishedVersions(places.releases, 'mfe-live').sort();
    // eu: stable `promoted`, previous `first`; ke: stable `first`, canary `canary`; `newest` is the one kept.
    expect(left).toEqual([first, promoted, canary, newest].sort());
    expect(entries).toEqual([expect.objectContaining({ action: 'prune', remote: 'mfe_live', by: 'ops', keep: 1 })]);
    expect(entries[0]?.deleted.sort()).toEqual([old1, old2].sort());
    expect((await readAuditLog(places.auditLog)).at(-1)).toMatchObject({ action: 'prune', deleted: entries[0]?.deleted });
    expect(publishedVersions(places.releases, folderOf('mfe_betslip'))).toHaveLength(1);
  });

  it('never deletes a version a brand names, however many are kept', async () => {
    const places = fixtureRepository();
    await publishLocalBuilds(places, () => undefined);
    const named = publishLive(places, 2, 60);
    await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: named, share: 1 }, operator);
    publishLive(places, 3, 1);
    await pruneReleases(places, 1, 'ops');
    expect(publishedVersions(places.releases, 'mfe-live')).toContain(named);
  });

  it('refuses to keep fewer than one version', async () => {
    await expect(pruneReleases(fixtureRepository(), 0, 'ops')).rejects.toThrow(/at least 1/);
  });
});
