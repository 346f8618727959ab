import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { buildProblems, releaseProblems } from './release-checks';
import { folderOf, packageVersionOf, registryFile, type ReleasePlaces } from './release-places';
import { changeRegistry, readAuditLog, readRegistry, RegistryRefusal, revisionOf, type AuditEntry } from './release-registry';
import { publishRelease, releaseVersionOf, type Published } from './release-store';
import { promote, rollback, setCanary, versionsServedBy } from './registry-edits';

/** Checks a remote's build against the shell in service and publishes it; refused with every reason. */
export function publishBuild(
  places: ReleasePlaces,
  remote: RemoteName,
  dist = path.join(places.root, folderOf(remote), 'dist'),
): Published {
  const problems = buildProblems(places, remote, dist);
  if (problems.length > 0) throw new RegistryRefusal(`${folderOf(remote)} is refused:\n  - ${problems.join('\n  - ')}`);
  return publishRelease(places.releases, folderOf(remote), dist, releaseVersionOf(dist, packageVersionOf(places, remote)));
}

export type RegistryCommand =
  { action: 'canary'; version: string; share: number } | { action: 'promote'; version?: string } | { action: 'rollback' };

export interface Operator {
  by: string;
  reason: string;
  /** The revision the operator read (e.g. from `status`); by default the one read just now. */
  revision?: number;
}

const editFor = (command: RegistryCommand) => (entry: Parameters<typeof promote>[0]) =>
  command.action === 'canary'
    ? setCanary(entry, command.version, command.share)
    : command.action === 'promote'
      ? promote(entry, command.version)
      : rollback(entry);

/**
 * Changes one remote of one brand: every version the change would serve must be published and keep
 * the contract with the shell in service, and the registry must still be at the revision read.
 */
export async function changeRelease(
  places: ReleasePlaces,
  brand: string,
  remote: RemoteName,
  command: RegistryCommand,
  operator: Operator,
): Promise<AuditEntry> {
  if (operator.reason.trim() === '') throw new RegistryRefusal('say why (--reason): the audit log records it');
  const file = registryFile(places, brand);
  const registry = await readRegistry(file);
  const edit = (entry: Parameters<typeof promote>[0]) => {
    const after = editFor(command)(entry);
    const problems = versionsServedBy(after)
      .filter((version) => !versionsServedBy(entry).includes(version))
      .flatMap((version) => releaseProblems(places, remote, version));
    if (problems.length > 0) throw new RegistryRefusal(`refused:\n  - ${problems.join('\n  - ')}`);
    return after;
  };
  return changeRegistry(file, places.auditLog, {
    remote,
    action: command.action,
    by: operator.by,
    reason: operator.reason,
    fromRevision: operator.revision ?? revisionOf(registry),
    edit,
  });
}

/** Who `npm start` records as making its changes: a stable it set may be replaced by its next build. */
export const START_OPERATOR = 'npm start';

async function startsOwn(places: ReleasePlaces, brand: string, remote: RemoteName): Promise<boolean> {
  const changes = (await readAuditLog(places.auditLog)).filter((entry) => entry.brand === brand && entry.remote === remote);
  return changes.length === 0 || changes.at(-1)?.by === START_OPERATOR;
}

/**
 * What `npm start` does with no release made: each brand gets a registry (a copy of its stock
 * manifest) and each remote's local build is published and made stable, unless someone has since
 * released that remote for that brand through the CLI; then it stays as they left it.
 */
export async function publishLocalBuilds(places: ReleasePlaces, log: (line: string) => void): Promise<void> {
  const published = new Map<RemoteName, string>();
  for (const remote of REMOTE_NAMES) {
    try {
      published.set(remote, publishBuild(places, remote).version);
    } catch (error) {
      // The site still starts: that remote keeps what its registry serves (at first, its build folder).
      if (!(error instanceof RegistryRefusal)) throw error;
      log(error.message);
    }
  }
  fs.mkdirSync(places.registryDir, { recursive: true });
  for (const name of fs.readdirSync(places.templateDir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(places.registryDir, name);
    if (!fs.existsSync(file)) fs.copyFileSync(path.join(places.templateDir, name), file);
    const brand = path.basename(name, '.json');
    for (const [remote, version] of published) {
      const entry = (await readRegistry(file)).remotes[remote];
      if (entry.stable === version) continue;
      if (entry.stable !== undefined && !(await startsOwn(places, brand, remote))) {
        log(
          `${brand}: ${folderOf(remote)} stays on ${entry.stable}, released through the CLI (this build is published as ${version})`,
        );
        continue;
      }
      const reason = entry.stable === undefined ? 'first start: the local build' : 'start: the local build changed';
      await changeRelease(places, brand, remote, { action: 'promote', version }, { by: START_OPERATOR, reason });
    }
  }
}

/** Each remote's stable release and canary for a brand, and the registry's revision. */
export async function releaseStatus(places: ReleasePlaces, brand: string): Promise<string> {
  const registry = await readRegistry(registryFile(places, brand));
  const lines = REMOTE_NAMES.map((remote) => {
    const { stable, canary, previous } = registry.remotes[remote];
    const onCanary = canary ? `, canary ${canary.version} at ${canary.share} %` : '';
    return `  ${folderOf(remote).padEnd(13)} stable ${stable ?? '(unreleased build)'}${onCanary}${previous ? ` (previous ${previous})` : ''}`;
  });
  return [`${brand} at revision ${revisionOf(registry)}`, ...lines].join('\n');
}
