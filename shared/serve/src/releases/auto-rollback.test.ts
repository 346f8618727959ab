import path from 'node:path';
import type { RemoteReport } from '@sportsbook/contracts';
import { CONTRACT, federationManifest, fixtureRepository, writeBuild } from '../testing/release-fixture';
import { VersionTally } from '../telemetry/version-tally';
import { AUTO_ROLLBACK_OPERATOR, rollBackBadCanaries, rollbackWatcher, type RollbackRules } from './auto-rollback';
import { changeRelease, publishBuild, publishLocalBuilds } from './release-commands';
import { registryFile } from './release-places';
import { readAuditLog, readRegistry } from './release-registry';

const rules: RollbackRules = {
  errorRule: { margin: 0.05, minLoads: 20, confidence: 0.95 },
  renderRule: { margin: 0.2, minLoads: 20, confidence: 0.95 },
  slowRenderMs: 3_000,
};

async function canaryOnKe() {
  const places = fixtureRepository();
  await publishLocalBuilds(places, () => undefined);
  const stable = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.stable ?? '';
  const dist = path.join(places.root, 'mfe-live', 'dist');
  writeBuild(dist, federationManifest('mfe_live'), CONTRACT, '/* live 2 */');
  const canary = publishBuild(places, 'mfe_live').version;
  const operator = { by: 'ana', reason: 'try the new live box' };
  await changeRelease(places, 'ke', 'mfe_live', { action: 'canary', version: canary, share: 50 }, operator);
  return { places, stable, canary };
}

function tallyOf(loads: Array<[version: string, count: number, report: Partial<RemoteReport>]>): VersionTally {
  const tally = new VersionTally({ maxSeries: 10, slowRenderMs: rules.slowRenderMs, intervalMs: 60_000, keptIntervals: 60 });
  for (const [version, count, report] of loads)
    for (let n = 0; n < count; n += 1)
      tally.add('ke', { remote: 'mfe_live', version, load: true, failed: false, errors: 0, renderMs: 900, ...report });
  return tally;
}

describe('the automatic rollback', () => {
  it('sets a failing canary’s share to 0 as auto-rollback, and says why in the audit log', async () => {
    const { places, stable, canary } = await canaryOnKe();
    const tally = tallyOf([
      [stable, 40, {}],
      [canary, 20, { failed: true, renderMs: null }],
    ]);
    const done = await rollBackBadCanaries(places, 'ke', tally.health('ke'), rules);
    expect(done).toHaveLength(1);
    const live = (await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live;
    expect(live).toMatchObject({ stable, canary: { version: canary, share: 0 } });
    const last = (await readAuditLog(places.auditLog)).at(-1);
    expect(last).toMatchObject({ by: AUTO_ROLLBACK_OPERATOR, brand: 'ke', remote: 'mfe_live' });
    expect(last?.reason).toMatch(/^automatic rollback: errored loads 100\.0 % of 20 canary loads against 0\.0 % of 40 on stable/);
    // Once at 0 %, there is nothing more to roll back.
    expect(await rollBackBadCanaries(places, 'ke', tally.health('ke'), rules)).toEqual([]);
  });

  it('rolls back a canary much slower to first render, under its own thresholds', async () => {
    const { places, stable, canary } = await canaryOnKe();
    const slow = tallyOf([
      [stable, 30, {}],
      [canary, 20, { renderMs: 5_000 }],
    ]);
    const [entry] = await rollBackBadCanaries(places, 'ke', slow.health('ke'), rules);
    expect(entry?.reason).toMatch(/^automatic rollback: first renders slower than 3000 ms 100\.0 % of 20 canary loads/);
  });

  it('leaves alone a canary as good as stable, and one with too few loads', async () => {
    const { places, stable, canary } = await canaryOnKe();
    const fine = tallyOf([
      [stable, 40, {}],
      [canary, 40, {}],
    ]);
    expect(await rollBackBadCanaries(places, 'ke', fine.health('ke'), rules)).toEqual([]);
    const early = tallyOf([
      [stable, 40, {}],
      [canary, 19, { failed: true }],
    ]);
    expect(await rollBackBadCanaries(places, 'ke', early.health('ke'), rules)).toEqual([]);
    expect((await readRegistry(registryFile(places, 'ke'))).remotes.mfe_live.canary).toEqual({ version: canary, share: 50 });
  });
});

describe('the rollback’s watcher', () => {
  it('looks at a brand once at a time, and once more for the reports that came during a look', async () => {
    const looks: string[] = [];
    let finish: () => void = () => undefined;
    const watch = rollbackWatcher(
      (brand) =>
        new Promise<void>((resolve) => {
          looks.push(brand);
          finish = resolve;
        }),
      () => undefined,
    );
    watch('ke');
    watch('ke');
    watch('ke');
    expect(looks).toEqual(['ke']);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(looks).toEqual(['ke', 'ke']);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(looks).toEqual(['ke', 'ke']);
  });
});
