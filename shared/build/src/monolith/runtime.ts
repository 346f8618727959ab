/**
 * Stands in for the federation runtime in a monolith build (SB_MONOLITH=1): the shell's code is
 * unchanged, but `loadRemote` resolves each exposed module from a static import map instead of a
 * remote origin. It exists to measure what federation costs (bench), not to ship.
 */
import { exposedModules } from 'sportsbook-monolith-modules';

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = exposedModules[id];
  if (!load) throw new Error(`${id} is not part of this monolith build`);
  return (await load()) as T;
}
