import type { Federation } from '@module-federation/webpack-bundler-runtime';
import type { RuntimeHolder } from './provide-to-remotes';

/**
 * A remote's build takes this module in place of Module Federation's bundler runtime
 * (webpack-bundler-runtime/bundler.js, which its federation entry imports): the container runs on
 * its host's copy, as it already runs on the host's federation runtime (externalRuntime), instead of
 * carrying its own (about 4.5 kB gzip in each remote entry). Every function of the bundler runtime
 * works on the webpackRequire it is given, so one copy serves every container on the page; what is
 * the container's own (its instance, options, share scope object) stays here.
 */
const host = (globalThis as RuntimeHolder)._SB_HOST_FEDERATION;
if (!host) throw new Error('This remote runs inside a host that provides the federation runtime; the page has none.');

const federation: Federation = {
  runtime: host.runtime as unknown as Federation['runtime'],
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
