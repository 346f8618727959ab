import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId } from '@sportsbook/contracts';
import { remotesReady } from './remotes-registry';

/** Loads a module before React asks for it; settles when it has run (or failed to). */
export const startRemote = (id: ExposedModuleId): Promise<unknown> => remotesReady().then(() => loadRemote(id));

/**
 * Starts loading a module before React asks for it. A failure is left to the module's own boundary,
 * which retries when it renders.
 */
export function preloadRemote(id: ExposedModuleId): void {
  startRemote(id).catch(() => undefined);
}
