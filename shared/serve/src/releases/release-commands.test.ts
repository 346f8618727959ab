import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@sportsbook/contracts';
import { CONTRACT, federationManifest, fixtureRepository, writeBuild } from '../testing/release-fixture';
import { changeRelease, publishBuild, publishLocalBuilds, START_OPERATOR } from './release-commands';
import { folderOf, registryFile, type ReleasePlaces } from './release-places';
import { readAuditLog, readRegistry } from './release-registry';
import { publishedVersions } from './release-store';

const quiet = () => undefined;
const operator = { by: 'ana', reason: 'try the new live box' };
const liveDist = (places: ReleasePlaces) => path.join(places.root, 'mfe-live', 'dist');

describe('the first npm start', () => {
  it('publishes each build and makes it every brand’s stable release, recorded in the audit log', async () => {
    const places = fixtureRepository();
    await publishLocalBuilds(places, quiet);
    for (const brand of ['eu', 'ke']) {
      const registry = await readRegistry(registryFile(places, brand));
      for (const remote of REMOTE_NAMES) {
        const [version] = publishedVersions(places.releases, folderOf(remote));
        expect(registry.remotes[remote]).toEqual({
          manifest: `http://{hostname}:{port:${remote}}/releases/{version}/mf-manifest.json`,
          stable: version,
        });
        expect(fs.existsSync(path.join(places.releases, folderOf(remote), version ?? '', 'remoteEntry.js'))).toBe(true);
      }
    }
    const audit = await readAuditLog(places.auditLog);
    expect(audit).toHaveLength(2 * REMOTE_NAMES.length);
    expect(audit.every((entry) => entry.by === START_OPERATOR)).toBe(true);
  });

  it('makes a changed local build stable at the next start, but leaves a remote released through the CLI', async () => {
    const places = fixtureRepository();
    await publishLocalBuilds(places, quiet);
    const first = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.stable;
    writeBuild(liveDist(places), federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
    const second = publishBuild(places, 'mfe_live').version;
    await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: second, share: 10 }, operator);
    writeBuild(liveDist(places), federationManifest('mfe_live'), CONTRACT, '/* live 3 */');
    const logged: string[] = [];
    await publishLocalBuilds(places, (line) => logged.push(line));
    const ke = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live;
    const eu = (await readRegistry(registryFile(places, 'eu'))).remotes.mfe_live;
    expect(ke).toMatchObject({ stable: first, canary: { version: second, share: 10 } });
    expect(eu.stable).not.toBe(first);
    expect(eu.previous).toBe(first);
    expect(logged.join('\n')).toContain('ke: mfe-live stays on');
  });
});

describe('publishing a build', () => {
  it('never overwrites a version: the same build is the same version, another build a new one', () => {
    const places = fixtureRepository();
    const first = publishBuild(places, 'mfe_live');
    expect(first.created).toBe(true);
    expect(publishBuild(places, 'mfe_live')).toEqual({ ...first, created: false });
    fs.writeFileSync(path.join(first.folder, 'remoteEntry.js'), '/* tampered */');
    expect(publishBuild(places, 'mfe_live').created).toBe(false);
    expect(fs.readFileSync(path.join(first.folder, 'remoteEntry.js'), 'utf8')).toBe('/* tampered */');
    writeBuild(liveDist(places), federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
    const second = publishBuild(places, 'mfe_live');
    expect(second.version).not.toBe(first.version);
    expect(second.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    expect(fs.existsSync(path.join(second.folder, '.build-stamp'))).toBe(false);
  });

  it.each([
    ['a React the shell does not give', () => federationManifest('mfe_live', '18.2.0'), CONTRACT, 'shares react 18.2.0'],
    [
      'a missing exposed module',
      () => ({ ...federationManifest('mfe_live'), exposes: [{ name: 'LivePage' }] }),
      CONTRACT,
      'does not expose mfe_live/LiveEvents',
    ],
    ['another major of the contract', () => federationManifest('mfe_live'), { ...CONTRACT, contract: '2.0.0' }, 'contract 2.0.0'],
    ['another bus contract', () => federationManifest('mfe_live'), { ...CONTRACT, bus: 2 }, 'bus contract 2'],
    ['no stated contract', () => federationManifest('mfe_live'), null, 'states no contract'],
  ])('refuses a build with %s, saying why, and publishes nothing', (_label, manifest, contract, why) => {
    const places = fixtureRepository();
    writeBuild(liveDist(places), manifest(), contract, '/* live */');
    expect(() => publishBuild(places, 'mfe_live')).toThrow(why);
    expect(publishedVersions(places.releases, 'mfe-live')).toEqual([]);
  });
});

describe('changing a brand’s releases', () => {
  async function started() {
    const places = fixtureRepository();
    await publishLocalBuilds(places, quiet);
    return places;
  }

  it('refuses a version that was never published, listing those that were', async () => {
    const places = await started();
    const change = changeRelease(
      places,
      'ke',
      'mfe_live',
      { action: 'canary', version: '0.1.0-000000000000', share: 5 },
      operator,
    );
    await expect(change).rejects.toThrow(/0\.1\.0-000000000000 is not a published release of mfe-live \(published: 0\.1\.0-/);
  });

  it('refuses a published version that no longer keeps the contract with the shell in service', async () => {
    const places = await started();
    writeBuild(liveDist(places), federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
    const version = publishBuild(places, 'mfe_live').version;
    writeBuild(places.shellDist, federationManifest('shell', '20.0.0'), CONTRACT, '/* a newer shell */');
    const change = changeRelease(places, 'ke', 'mfe_live', { action: 'promote', version }, operator);
    await expect(change).rejects.toThrow("outside the shell's ^20.0.0");
  });

  it('ramps a canary, promotes it and rolls it back for one brand, leaving the others alone', async () => {
    const places = await started();
    const eu = fs.readFileSync(registryFile(places, 'eu'), 'utf8');
    const stable = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.stable;
    writeBuild(liveDist(places), federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
    const version = publishBuild(places, 'mfe_live').version;
    for (const share of [10, 50, 100])
      await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version, share }, operator);
    await changeRelease(places, 'ke', 'mfe_live', { action: 'promote' }, operator);
    expect((await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live).toMatchObject({
      stable: version,
      previous: stable,
    });
    await changeRelease(places, 'ke', 'mfe_live', { action: 'rollback' }, { ...operator, reason: 'errors on ke' });
    expect((await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.stable).toBe(stable);
    expect(fs.readFileSync(registryFile(places, 'eu'), 'utf8')).toBe(eu);
    expect((await readAuditLog(places.auditLog)).at(-1)).toMatchObject({ by: 'ana', action: 'rollback', reason: 'errors on ke' });
  });

  it('asks why', async () => {
    const places = await started();
    await expect(changeRelease(places, 'ke', 'mfe_live', { action: 'rollback' }, { by: 'ana', reason: ' ' })).rejects.toThrow(
      '--reason',
    );
  });
});
