import * as runtimeCore from '@module-federation/runtime-core';

// A remote's build leaves the federation runtime to its host (experiments.externalRuntime), so six
// remotes do not each ship and start a copy. The remote's own dev page has no shell: this script,
// loaded before the page's entry, is the host's part.
(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
