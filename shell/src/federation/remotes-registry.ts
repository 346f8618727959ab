import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, REMOTES_SCRIPT_ID, type RemoteName, type RemotesManifest } from '@sportsbook/contracts';

let manifestPromise: Promise<RemotesManifest> | undefined;
let firstAttempt = true;

/**
 * Reads the brand's remotes manifest once (from the page, else from the server) and registers every
 * remote's mf-manifest.json with the federation runtime. Nothing is downloaded from a remote until
 * one of its modules is asked for.
 */
export function remotesReady(): Promise<RemotesManifest> {
  const written = firstAttempt ? manifestInPage() : null;
  firstAttempt = false;
  manifestPromise ??= (written ? Promise.resolve(written) : fetchManifest()).then(
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

/** The manifest the shell's server wrote into the page; one it cannot read is fetched instead. */
function manifestInPage(): RemotesManifest | null {
  try {
    const result = parseRemotesManifest(JSON.parse(document.getElementById(REMOTES_SCRIPT_ID)?.textContent ?? 'null'));
    return result.ok ? result.value : null;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes-manifest.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
  const result = parseRemotesManifest(await response.json());
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
