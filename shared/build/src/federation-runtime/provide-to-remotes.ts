import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

type RuntimeHolder = {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
};

/**
 * The shell's runtime plugin that hands its federation runtime to the remotes (built with
 * externalRuntime). Module Federation's own provideExternalRuntime does the same through a CommonJS
 * copy of the runtime, which put a second runtime beside the one the shell runs on (22 kB gzip, and
 * its start-up, on every page); this hands over the very module the shell's bundler runtime uses.
 */
export default function provideRuntimeToRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-provide-runtime-to-remotes',
    beforeInit(args) {
      const holder = globalThis as RuntimeHolder;
      holder._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      holder._FEDERATION_RUNTIME_CORE_FROM ??= { name: args.options.name };
      return args;
    },
  };
}
