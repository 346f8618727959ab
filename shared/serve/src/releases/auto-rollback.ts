import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import type { TalliedHealth } from '../telemetry/version-tally';
import { canaryVerdict, type CanaryRule } from './canary-verdict';
import { changeRelease } from './release-commands';
import { registryFile, type ReleasePlaces } from './release-places';
import { readRegistry, RegistryRefusal, revisionOf, type AuditEntry } from './release-registry';

/** Who the audit log names for a rollback the site made by itself. */
export const AUTO_ROLLBACK_OPERATOR = 'auto-rollback';

export interface RollbackRules {
  errorRule: CanaryRule;
  renderRule: CanaryRule;
  slowRenderMs: number;
}

/** Why this remote's canary must go, or null while it holds up against stable (or either has no data). */
export function rollbackReason(
  health: readonly TalliedHealth[],
  remote: RemoteName,
  versions: { stable: string; canary: string },
  rules: RollbackRules,
): string | null {
  const of = (version: string) => health.find((entry) => entry.remote === remote && entry.version === version);
  const canary = of(versions.canary);
  const stable = of(versions.stable);
  if (!canary || !stable) return null;
  const errors = canaryVerdict(
    'errored loads',
    { loads: canary.loads, bad: canary.erroredLoads },
    { loads: stable.loads, bad: stable.erroredLoads },
    rules.errorRule,
  );
  if (errors.rollback) return errors.why;
  const slow = canaryVerdict(
    `first renders slower than ${rules.slowRenderMs} ms`,
    { loads: canary.loads, bad: canary.slowLoads },
    { loads: stable.loads, bad: stable.slowLoads },
    rules.renderRule,
  );
  return slow.rollback ? slow.why : null;
}

/**
 * Sets to 0 the share of each of the brand's canaries the rule condemns, through the registry's own
 * change (compare-and-swap, audit log). A change that loses a race is left to the next report.
 */
export async function rollBackBadCanaries(
  places: ReleasePlaces,
  brand: string,
  health: readonly TalliedHealth[],
  rules: RollbackRules,
): Promise<AuditEntry[]> {
  const registry = await readRegistry(registryFile(places, brand));
  const done: AuditEntry[] = [];
  for (const remote of REMOTE_NAMES) {
    const { stable, canary } = registry.remotes[remote];
    if (stable === undefined || canary === undefined || canary.share === 0) continue;
    const why = rollbackReason(health, remote, { stable, canary: canary.version }, rules);
    if (why === null) continue;
    const command = { action: 'canary', version: canary.version, share: 0 } as const;
    const operator = { by: AUTO_ROLLBACK_OPERATOR, reason: `automatic rollback: ${why}`, revision: revisionOf(registry) };
    try {
      done.push(await changeRelease(places, brand, remote, command, operator));
    } catch (error) {
      if (!(error instanceof RegistryRefusal)) throw error;
    }
  }
  return done;
}

/**
 * Looks again at a brand each time a report of it is counted: one look per brand at a time, and
 * reports that arrive during a look ask for one more after it, never a queue of them.
 */
export function rollbackWatcher(look: (brand: string) => Promise<unknown>, log: (error: unknown) => void) {
  const state = new Map<string, 'looking' | 'again'>();
  const run = async (brand: string): Promise<void> => {
    try {
      await look(brand);
    } catch (error) {
      log(error);
    }
    if (state.get(brand) === 'again') {
      state.set(brand, 'looking');
      return run(brand);
    }
    state.delete(brand);
  };
  return (brand: string): void => {
    if (state.has(brand)) {
      state.set(brand, 'again');
      return;
    }
    state.set(brand, 'looking');
    void run(brand);
  };
}
