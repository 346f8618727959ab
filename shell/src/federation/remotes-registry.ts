import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type RemoteName, type RemotesManifest } from '@sportsbook/contracts';

let manifestPromise: Promise<RemotesManifest> | undefined;

/**
 * Fetches the brand's remotes manifest once and registers every remote's mf-manifest.json with the
 * federation runtime. Nothing is downloaded from a remote until one of its modules renders.
 */
export function remotesReady(): Promise<RemotesManifest> {
  manifestPromise ??= fetchManifest().then(
    (manifest) => {
      registerRemotes(Object.entries(manifest.remotes).map(([name, { manifest: entry }]) => ({ name, entry })));
      return manifest;
    },
    (error: unknown) => {
      // Let the next Retry fetch the manifest again.
      manifestPromise = undefined;
      throw error;
    },
  );
  return manifestPromise;
}

/** Forgets a failed remote so the next load fetches its manifest and entry afresh. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const manifest = await remotesReady();
  registerRemotes([{ name, entry: manifest.remotes[name].manifest }], { force: true });
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes-manifest.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
  const result = parseRemotesManifest(await response.json());
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
