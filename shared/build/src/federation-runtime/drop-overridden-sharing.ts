import { createRequire } from 'node:module';
import type { Compiler, RuntimeModule } from 'webpack';

const webpackRequire = createRequire(require.resolve('webpack'));
// webpack's own sharing runtime (__webpack_require__.S and .I from the share-init data).
const WebpackShareRuntimeModule = webpackRequire('./sharing/ShareRuntimeModule') as abstract new () => RuntimeModule;

const NAME = 'DropOverriddenSharingRuntimePlugin';

/**
 * Leaves webpack's own sharing runtime out of a chunk that also has Module Federation's: webpack
 * adds it for __webpack_require__.S, Module Federation's (same name, a later stage) sets .S and .I
 * again right after, so webpack's code only costs bytes (about 0.3 kB gzip in each remote entry,
 * as it lists every shared module a third time) and never runs.
 */
export class DropOverriddenSharingRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((m) => m.name === 'sharing');
          const overridden = sharing.filter((m) => m instanceof WebpackShareRuntimeModule);
          // Without Module Federation's beside it, webpack's is the chunk's only sharing runtime.
          if (overridden.length === sharing.length) continue;
          for (const module of overridden) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}
