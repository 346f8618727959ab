import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

type RuntimeHolder = {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
};

/**
 * Puts this federation runtime where remotes built with externalRuntime read it, unless the page
 * already has one: the shell's, or on a remote's own dev page the one its runtime script brings.
 */
export function handOverRuntime(from: string): void {
  const holder = globalThis as RuntimeHolder;
  holder._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  holder._FEDERATION_RUNTIME_CORE_FROM ??= { name: from };
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
