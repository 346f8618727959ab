import path from 'node:path';
import webpack, { type Chunk, type Compiler, type Module } from 'webpack';
import { startupChunkGroups } from './startup-preloads';

const NAME = 'StartupLibrariesPlugin';

type CacheGroup = NonNullable<
  Exclude<NonNullable<webpack.Configuration['optimization']>['splitChunks'], false | undefined>['cacheGroups']
>[string];

/** React DOM, by far the largest, keeps its own file: it downloads beside the merged one, not after it. */
const APART = [`${path.sep}react-dom${path.sep}`];

/**
 * The libraries the host runs before its first render, moved into one chunk. Each shared library
 * the shell provides is a chunk of its own, and the page preloads the start-up set at once; over
 * HTTP/1.1 a browser opens six connections to an origin and each request waits for one, so a dozen
 * files of a kilobyte or two each cost a round trip of their own (150 ms on Lighthouse's slow 4G)
 * before the shell can render. Only the libraries' own modules move: the federation's
 * share modules stay where they are, so each library still loads through the share scope (the
 * remotes get the shell's copy as before), and a module that only later code uses stays with it.
 */
export function startupLibraries(repositoryRoot: string): { cacheGroup: CacheGroup; plugin: webpack.WebpackPluginInstance } {
  const libraryFolders = [`${path.sep}node_modules${path.sep}`, path.join(repositoryRoot, 'shared') + path.sep];
  let startupChunks = new Set<Chunk>();
  const plugin = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        // Before splitChunks (STAGE_ADVANCED) asks which chunks start the page.
        compilation.hooks.optimizeChunks.tap({ name: NAME, stage: webpack.OptimizationStages.STAGE_ADVANCED - 1 }, () => {
          startupChunks = new Set(startupChunkGroups(compilation).flatMap((group) => group.chunks));
          return undefined;
        });
      });
    },
  };
  const isLibrary = (module: Module) => {
    const resource = (module as Module & { resource?: string }).resource;
    if (!resource || APART.some((folder) => resource.includes(folder))) return false;
    return libraryFolders.some((folder) => resource.includes(folder));
  };
  const cacheGroup: CacheGroup = {
    name: 'startup-libraries',
    chunks: (chunk: Chunk) => startupChunks.has(chunk),
    test: isLibrary,
    enforce: true,
    priority: 20,
  };
  return { cacheGroup, plugin };
}
