import { EXPOSED_MODULES, type ExposedModuleId, type RemotesManifest } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { keptFor } from './kept-for';

/** The part of a remote's mf-manifest.json that says which files a module needs before it runs. */
const federationManifestSchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.string(), path: v.string() }),
    publicPath: v.optional(v.string()),
  }),
  exposes: v.array(v.object({ name: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }) })),
});
type FederationManifest = v.InferOutput<typeof federationManifestSchema>;

/** A remote's manifest changes when it deploys; a minute old is fresh enough, and a page never waits long on it. */
const MANIFEST_FRESH_MS = 60_000;
const MANIFEST_TIMEOUT_MS = 500;

/** A manifest named by a root-relative path is the browser's to resolve: the server has no origin for it. */
function absoluteUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

async function fetchFederationManifest(url: string): Promise<FederationManifest | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = v.safeParse(federationManifestSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The files of one module, on the remote's own origin only: the page's CSP allows no other. */
function filesOf(manifestUrl: URL, manifest: FederationManifest, module: string): string[] {
  const { publicPath = 'auto', remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const expose = manifest.exposes.find((entry) => entry.name === module);
  if (!expose) return [];
  const files = [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, ...expose.assets.js.sync];
  // The manifest first: the federation runtime reads it before it loads the entry.
  return [
    manifestUrl.href,
    ...files
      .map((file) => new URL(file, base))
      .filter((url) => url.origin === manifestUrl.origin)
      .map(String),
  ];
}

/**
 * What a page's remote modules need first: each remote's mf-manifest.json and the scripts it names
 * for the module (read from it, kept a minute per URL). The page preloads them, so they download
 * beside the shell's own scripts instead of after them. A remote that is slow or down
 * gives nothing to preload, never an error.
 */
export function remotePreloadSource(now: () => number = Date.now) {
  const kept = keptFor<FederationManifest | null>(MANIFEST_FRESH_MS, now);
  const manifestAt = (url: string) => kept(url, () => fetchFederationManifest(url));
  return async (remotes: RemotesManifest, modules: readonly ExposedModuleId[]): Promise<string[]> => {
    const files = await Promise.all(
      modules.map(async (id) => {
        const manifestUrl = absoluteUrl(remotes.remotes[EXPOSED_MODULES[id]].manifest);
        const manifest = manifestUrl && (await manifestAt(manifestUrl.href));
        return manifestUrl && manifest ? filesOf(manifestUrl, manifest, id.split('/')[1] ?? '') : [];
      }),
    );
    return [...new Set(files.flat())];
  };
}
