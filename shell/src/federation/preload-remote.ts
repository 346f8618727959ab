import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId } from '@sportsbook/contracts';
import { remotesReady } from './remotes-registry';

/**
 * Starts loading a module before React asks for it. The betslip listens for selections from the
 * moment its module runs, so loading it first means an early odds press is not lost. A failure is
 * left to the module's own boundary, which retries when it renders.
 */
export function preloadRemote(id: ExposedModuleId): void {
  remotesReady()
    .then(() => loadRemote(id))
    .catch(() => undefined);
}
