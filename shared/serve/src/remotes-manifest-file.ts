import fs from 'node:fs/promises';
import path from 'node:path';
import { parseRemotesManifest, renderRemotesManifest, type ParseResult, type RemotesManifest } from '@sportsbook/contracts';

/** A brand's manifest file: `{brand}.json` in the operator's REMOTES_DIR, or in shell/remotes. */
export function remotesManifestFile(repoRoot: string, env: Record<string, string | undefined>, brand: string): string {
  return path.resolve(env.REMOTES_DIR || path.join(repoRoot, 'shell', 'remotes'), `${brand}.json`);
}

/** Reads, fills in and validates the remotes manifest; re-read on every request so an edit applies at once. */
export async function readRemotesManifest(
  file: string,
  hostname: string,
  portOf: (service: string) => number,
): Promise<ParseResult<RemotesManifest>> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, error: `remotes manifest ${file} cannot be read: ${(error as Error).message}` };
  }
  try {
    return parseRemotesManifest(JSON.parse(renderRemotesManifest(text, hostname, portOf)));
  } catch (error) {
    return { ok: false, error: `remotes manifest ${file} is not valid JSON: ${(error as Error).message}` };
  }
}
