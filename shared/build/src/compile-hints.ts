import webpack, { type ChunkGroup, type Compilation, type Compiler } from 'webpack';
import { startupFiles } from './startup-preloads';

/** V8's explicit compile hint (Chrome 136+): compile every function of this script as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk groups a remote's container starts: one per exposed module, with the files it runs at once. */
function exposedGroups(compilation: Compilation): ChunkGroup[] {
  return compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module?.constructor.name === 'ContainerEntryModule'),
  );
}

/**
 * The scripts a page runs as soon as they arrive: the host's entry and everything it runs for its
 * first render, a remote's entry and its exposed modules with their synchronous chunks.
 */
export function scriptsRunOnLoad(compilation: Compilation, isHost: boolean): string[] {
  const entries = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles());
  const first = isHost ? startupFiles(compilation) : exposedGroups(compilation).flatMap((group) => group.getFiles());
  return [...new Set([...entries, ...first])].filter((file) => file.endsWith('.js'));
}

/**
 * Marks the scripts a page runs on arrival with V8's compile hint, so their functions compile on a
 * background thread while the script streams in, not one by one on the main thread the first time
 * each runs: that first-run compiling was much of the page's blocking time and of the first odds
 * press at 4× CPU (measured: docs/decisions/preloads-and-start-up.md). Scripts loaded later stay lazy, as V8
 * advises: eagerly compiling code that never runs only costs time and memory.
 */
export class CompileHintsPlugin {
  constructor(private readonly isHost: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the compressed copies are written.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of scriptsRunOnLoad(compilation, this.isHost)) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
