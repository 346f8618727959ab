import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { folderOf, type ReleasePlaces } from './release-places';
import { readRegistry, takeLock, type Registry } from './release-registry';
import { publishedVersions, releaseFolder } from './release-store';

/** The audit log's line for one remote's pruned versions (registry changes have their own shape). */
export interface PruneEntry {
  at: string;
  by: string;
  action: 'prune';
  remote: RemoteName;
  reason: string;
  deleted: string[];
  keep: number;
}

/** Every version some brand could serve or return to: its stable, previous and canary releases. */
export function referencedVersions(registries: readonly Registry[], remote: RemoteName): Set<string> {
  return new Set(
    registries.flatMap(({ remotes }) => {
      const { stable, previous, canary } = remotes[remote];
      return [stable, previous, canary?.version].filter((version): version is string => version !== undefined);
    }),
  );
}

/** A remote's published versions, the last published first. */
export function publishedNewestFirst(places: ReleasePlaces, remote: RemoteName): string[] {
  const folder = folderOf(remote);
  const publishedAt = (version: string) => fs.statSync(releaseFolder(places.releases, folder, version)).mtimeMs;
  return publishedVersions(places.releases, folder)
    .map((version) => ({ version, at: publishedAt(version) }))
    .sort((a, b) => b.at - a.at || b.version.localeCompare(a.version))
    .map(({ version }) => version);
}

/** The versions to delete: past the `keep` newest published, and named by no brand. */
export const prunable = (places: ReleasePlaces, remote: RemoteName, referenced: Set<string>, keep: number): string[] =>
  publishedNewestFirst(places, remote)
    .slice(keep)
    .filter((version) => !referenced.has(version));

/** Renamed out of the served path first, so an origin never serves half of a version being deleted. */
function deleteVersion(places: ReleasePlaces, remote: RemoteName, version: string): void {
  const folder = releaseFolder(places.releases, folderOf(remote), version);
  const doomed = path.join(path.dirname(folder), `.pruning-${version}-${process.pid}`);
  fs.renameSync(folder, doomed);
  fs.rmSync(doomed, { recursive: true, force: true });
}

const registryFiles = (places: ReleasePlaces): string[] =>
  fs.existsSync(places.registryDir)
    ? fs
        .readdirSync(places.registryDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(places.registryDir, name))
    : [];

/**
 * Deletes each remote's published versions that are past the `keep` newest and that no brand names
 * as stable, previous or canary. Every brand's registry is locked meanwhile, so no change can start
 * serving a version as it goes; each remote's deletions are appended to the audit log.
 */
export async function pruneReleases(places: ReleasePlaces, keep: number, by: string): Promise<PruneEntry[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1, not ${keep}`);
  const files = registryFiles(places);
  const releases: Array<() => Promise<void>> = [];
  try {
    for (const file of files) releases.push(await takeLock(`${file}.lock`));
    const registries = await Promise.all(files.map(readRegistry));
    const entries: PruneEntry[] = [];
    for (const remote of REMOTE_NAMES) {
      const deleted = prunable(places, remote, referencedVersions(registries, remote), keep);
      for (const version of deleted) deleteVersion(places, remote, version);
      if (deleted.length === 0) continue;
      const reason = `not named by any brand and older than the ${keep} newest`;
      entries.push({ at: new Date().toISOString(), by, action: 'prune', remote, reason, deleted, keep });
    }
    fs.mkdirSync(path.dirname(places.auditLog), { recursive: true });
    fs.appendFileSync(places.auditLog, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    return entries;
  } finally {
    await Promise.all(releases.map((release) => release()));
  }
}
