import fs from 'node:fs/promises';
import path from 'node:path';
import { parseRemotesManifest, renderRemotesManifest, type ParseResult, type RemotesManifest } from '@sportsbook/contracts';

/** The manifest file for a brand, or the operator's override named by REMOTES_MANIFEST. */
export function remotesManifestFile(repoRoot: string, env: Record<string, string | undefined>): string {
  return path.resolve(env.REMOTES_MANIFEST || path.join(repoRoot, 'shell', 'remotes', `${env.BRAND || 'eu'}.json`));
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
