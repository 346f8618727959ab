import fs from 'node:fs/promises';
import path from 'node:path';
import { parseRemotesManifest, renderRemotesManifest, type RemoteName } from '@sportsbook/contracts';

/** A brand's registry as its file holds it: placeholders unfilled, `{version}` in released entries. */
export interface RegistryEntry {
  manifest: string;
  stable?: string;
  previous?: string;
  canary?: { version: string; share: number };
}
export interface Registry {
  brand: string;
  revision?: number;
  remotes: Record<RemoteName, RegistryEntry>;
}

/** One line of the audit log: who changed which brand's remote, how, when and why. */
export interface AuditEntry {
  at: string;
  by: string;
  brand: string;
  remote: RemoteName;
  action: string;
  reason: string;
  before: RegistryEntry;
  after: RegistryEntry;
  revision: number;
}

export class RegistryRefusal extends Error {}

const LOCK_WAIT_MS = 5_000;
/** A lock older than this was left by a writer that died: no change holds it this long. */
const STALE_LOCK_MS = 30_000;

export async function readRegistry(file: string): Promise<Registry> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as Registry;
}

export const revisionOf = (registry: Registry): number => registry.revision ?? 0;

export async function takeLock(lock: string): Promise<() => Promise<void>> {
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await fs.open(lock, 'wx')).close();
      return () => fs.rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await fs.stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await fs.rm(lock, { force: true });
      else if (Date.now() > until) throw new RegistryRefusal(`${lock} is held by another change; try again`);
      else await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));
    }
  }
}

/** Writes beside the file and renames over it: a reader sees the old registry or the new, never half of one. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}`,
  );
  try {
    await fs.writeFile(temporary, text);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

function checked(registry: Registry): string {
  const text = `${JSON.stringify(registry, null, 2)}\n`;
  const result = parseRemotesManifest(JSON.parse(renderRemotesManifest(text, 'localhost', () => 1)));
  if (!result.ok) throw new RegistryRefusal(result.error);
  return text;
}

export interface RegistryChange {
  remote: RemoteName;
  action: string;
  by: string;
  reason: string;
  /** The revision the change was made from: a registry changed since then refuses it. */
  fromRevision: number;
  edit: (entry: RegistryEntry) => RegistryEntry;
}

/**
 * Applies one change to a brand's registry, compare-and-swap: under a lock, the change is refused
 * when the registry is no longer at the revision it was made from, so two changes at once never
 * lose one. The new registry is checked, renamed into place, and the change appended to the audit log.
 */
export async function changeRegistry(file: string, auditLog: string, change: RegistryChange): Promise<AuditEntry> {
  const release = await takeLock(`${file}.lock`);
  try {
    const registry = await readRegistry(file);
    if (revisionOf(registry) !== change.fromRevision)
      throw new RegistryRefusal(
        `${registry.brand}'s registry is at revision ${revisionOf(registry)}, not ${change.fromRevision} as read: read it again and retry`,
      );
    const before = registry.remotes[change.remote];
    const after = change.edit(before);
    const revision = revisionOf(registry) + 1;
    await writeAtomically(file, checked({ ...registry, revision, remotes: { ...registry.remotes, [change.remote]: after } }));
    const { remote, action, by, reason } = change;
    const entry: AuditEntry = {
      at: new Date().toISOString(),
      by,
      brand: registry.brand,
      remote,
      action,
      reason,
      before,
      after,
      revision,
    };
    await fs.mkdir(path.dirname(auditLog), { recursive: true });
    await fs.appendFile(auditLog, `${JSON.stringify(entry)}\n`);
    return entry;
  } finally {
    await release();
  }
}

/** The audit log's entries, oldest first. */
export async function readAuditLog(auditLog: string): Promise<AuditEntry[]> {
  const text = await fs.readFile(auditLog, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AuditEntry);
}
