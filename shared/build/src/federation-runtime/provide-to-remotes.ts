import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin, UserOptions } from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime, type Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** What a remote container takes from its host instead of carrying it (see remote-federation.ts). */
export interface HostFederation {
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: typeof attachShareScopeMap;
  /** A container's runtime: it only ever starts its own federation instance. */
  runtime: { init: typeof initContainer };
}

export type RuntimeHolder = {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
  _SB_HOST_FEDERATION?: HostFederation;
};

/**
 * Finds or creates a remote container's own federation instance. The runtime's `init` does the
 * same but also makes an instance it creates the one its module-level loadRemote and
 * registerRemotes run on, which on this page must stay the shell's: a container must not go
 * through it.
 */
function initContainer(options: UserOptions) {
  const normalized = { ...options, id: options.id || '' };
  const sameContainer = getInstance(
    ({ options: own }) => own.name === options.name && (options.version ? own.version === options.version : !own.version),
  );
  if (!sameContainer) return createInstance(normalized);
  sameContainer.initOptions(normalized);
  return sameContainer;
}

const hostFederation = (): HostFederation => ({
  // The host's build leaves initContainerEntry out of its own bundler runtime, as it exposes nothing.
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
  runtime: { init: initContainer },
});

/**
 * Puts this federation runtime where remotes built with externalRuntime read it, unless the page
 * already has one: the shell's, or on a remote's own dev page the one its runtime script brings.
 * The bundler runtime goes with it, which remote containers take instead of their own copy.
 */
export function handOverRuntime(from: string): void {
  const holder = globalThis as RuntimeHolder;
  holder._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  holder._FEDERATION_RUNTIME_CORE_FROM ??= { name: from };
  holder._SB_HOST_FEDERATION ??= hostFederation();
}

/**
 * The shell's runtime plugin that hands its federation runtime to the remotes. Module Federation's
 * own provideExternalRuntime does the same through a CommonJS copy of the runtime, which put a
 * second runtime beside the one the shell runs on (22 kB gzip, and its start-up, on every page);
 * this hands over the very module the shell's bundler runtime uses.
 */
export default function provideRuntimeToRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-provide-runtime-to-remotes',
    beforeInit(args) {
      handOverRuntime(args.options.name);
      return args;
    },
  };
}
