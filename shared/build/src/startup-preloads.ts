import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/** What webpack's sharing modules keep of their share key (a consumer in its options, a provider as its name). */
type SharingModule = Module & { options?: { shareKey?: string }; _name?: string };

const isKind = (module: Module, kind: 'ConsumeSharedModule' | 'ProvideSharedModule') => module.constructor.name === kind;
const shareKeyOf = (module: Module) => (module as SharingModule).options?.shareKey ?? (module as SharingModule)._name;

/** The modules of a chunk group's chunks. */
function modulesOf(compilation: Compilation, group: ChunkGroup): Module[] {
  return group.chunks.flatMap((chunk: Chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]);
}

/** The chunk groups that an import() in the entry's own code starts (the app behind its async boundary). */
function bootGroups(compilation: Compilation): ChunkGroup[] {
  const entryModules = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) =>
      entry.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]),
    ),
  );
  return compilation.chunkGroups.filter((group) =>
    group.origins.some(
      (origin) => origin.module !== null && entryModules.has(origin.module) && !isKind(origin.module, 'ProvideSharedModule'),
    ),
  );
}

/**
 * The chunk groups the host loads before its first render, beyond its entry: the app behind the
 * entry's async boundary and the host's own copies of the shared libraries that app consumes, and
 * theirs in turn.
 */
export function startupChunkGroups(compilation: Compilation): ChunkGroup[] {
  const provided = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = origin.module && isKind(origin.module, 'ProvideSharedModule') ? shareKeyOf(origin.module) : undefined;
      if (key) provided.set(key, group);
    }
  }
  const seen = new Set<ChunkGroup>();
  const queue = bootGroups(compilation);
  while (queue.length > 0) {
    const group = queue.shift() as ChunkGroup;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const module of modulesOf(compilation, group)) {
      const key = isKind(module, 'ConsumeSharedModule') ? shareKeyOf(module) : undefined;
      const providing = key ? provided.get(key) : undefined;
      if (providing) queue.push(providing);
    }
  }
  return [...seen];
}

/**
 * The script files of the start-up chunk groups. The browser would find each only when the one
 * before it has run, a round trip a step; the page preloads them all at once instead.
 */
export function startupFiles(compilation: Compilation): string[] {
  const files = new Set(startupChunkGroups(compilation).flatMap((group) => group.getFiles()));
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Writes a low-priority preload into the host's page for each of its start-up files. */
export class StartupPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        for (const file of startupFiles(compilation)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              fetchpriority: 'low',
              href: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}
