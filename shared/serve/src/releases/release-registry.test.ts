import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@sportsbook/contracts';
import { fixtureRepository } from '../testing/release-fixture';
import { publishLocalBuilds } from './release-commands';
import { registryFile } from './release-places';
import {
  changeRegistry,
  readAuditLog,
  readRegistry,
  RegistryRefusal,
  revisionOf,
  writeAtomically,
  type RegistryChange,
} from './release-registry';

async function startedRegistry() {
  const places = fixtureRepository();
  await publishLocalBuilds(places, () => undefined);
  return { places, file: registryFile(places, 'ke') };
}

const canaryChange = (remote: RegistryChange['remote'], fromRevision: number, share: number): RegistryChange => ({
  remote,
  action: 'canary',
  by: 'tester',
  reason: 'test',
  fromRevision,
  edit: (entry) => ({ ...entry, canary: { version: '9.9.9-x', share } }),
});

it('refuses a change made from a revision the registry has since left, and keeps the first', async () => {
  const { places, file } = await startedRegistry();
  const read = revisionOf(await readRegistry(file));
  await changeRegistry(file, places.auditLog, canaryChange('mfe_live', read, 10));
  await expect(changeRegistry(file, places.auditLog, canaryChange('mfe_live', read, 90))).rejects.toThrow(
    `is at revision ${read + 1}, not ${read} as read`,
  );
  const registry = await readRegistry(file);
  expect(registry.remotes.mfe_live.canary?.share).toBe(10);
  expect(revisionOf(registry)).toBe(read + 1);
});

it('loses none of six changes made at the same moment: each stale one is refused, re-read and applied', async () => {
  const { places, file } = await startedRegistry();
  const start = revisionOf(await readRegistry(file));
  let refused = 0;
  const writer = async (remote: RegistryChange['remote'], share: number) => {
    for (let read = start; ; read = revisionOf(await readRegistry(file))) {
      try {
        return await changeRegistry(file, places.auditLog, canaryChange(remote, read, share));
      } catch (error) {
        if (!(error instanceof RegistryRefusal)) throw error;
        refused += 1;
      }
    }
  };
  await Promise.all(REMOTE_NAMES.map((remote, i) => writer(remote, i + 1)));
  const registry = await readRegistry(file);
  expect(REMOTE_NAMES.map((remote) => registry.remotes[remote].canary?.share)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(revisionOf(registry)).toBe(start + 6);
  expect(refused).toBeGreaterThan(0);
  const audit = (await readAuditLog(places.auditLog)).filter((entry) => entry.action === 'canary');
  expect(audit.map((entry) => entry.revision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => start + n));
});

it('records who changed what, when and why, with the entry before and after', async () => {
  const { places, file } = await startedRegistry();
  const entry = await changeRegistry(file, places.auditLog, canaryChange('mfe_betslip', revisionOf(await readRegistry(file)), 5));
  const last = (await readAuditLog(places.auditLog)).at(-1);
  expect(last).toEqual(entry);
  expect(last).toMatchObject({ by: 'tester', brand: 'ke', remote: 'mfe_betslip', action: 'canary', reason: 'test' });
  expect(last?.before.canary).toBeUndefined();
  expect(last?.after.canary).toEqual({ version: '9.9.9-x', share: 5 });
  expect(Date.parse(last?.at ?? '')).not.toBeNaN();
});

it('refuses a change that would leave an invalid manifest, writing nothing', async () => {
  const { places, file } = await startedRegistry();
  const before = fs.readFileSync(file, 'utf8');
  const broken = { ...canaryChange('mfe_live', revisionOf(await readRegistry(file)), 150) };
  await expect(changeRegistry(file, places.auditLog, broken)).rejects.toThrow('remotes.mfe_live.canary.share');
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});

it('writes atomically: a reader during many writes always reads one whole registry, and no temporary file stays', async () => {
  const { file } = await startedRegistry();
  const big = (n: number) => JSON.stringify({ n, padding: 'x'.repeat(200_000) });
  let reads = 0;
  let writing = true;
  const reader = (async () => {
    while (writing) {
      expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { padding?: string }).padding?.length ?? 200_000).toBe(200_000);
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (let n = 0; n < 40; n += 1) await writeAtomically(file, big(n));
  writing = false;
  await reader;
  expect(reads).toBeGreaterThan(0);
  expect(fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith('.'))).toEqual([]);
});
