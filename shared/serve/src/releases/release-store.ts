import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN } from '@sportsbook/contracts';

/**
 * Published releases: `<releases>/<remote folder>/<version>/`, each a remote's build copied whole
 * and never written again. The layout is what a static host or CDN serves as it is.
 */
export const releasesDir = (root: string, env: Record<string, string | undefined>): string =>
  path.resolve(env.RELEASES_DIR || path.join(root, 'releases'));

export const releaseFolder = (releases: string, remoteFolder: string, version: string): string => {
  if (!RELEASE_VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a release version`);
  return path.join(releases, remoteFolder, version);
};

/** Files of a build that say how it was made, not what it serves. */
const NOT_SERVED = new Set(['.build-stamp']);

function filesOf(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : NOT_SERVED.has(entry.name)
          ? []
          : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** `<package version>-<hash of every file>`: the same build always gets the same name, another build another. */
export function releaseVersionOf(dist: string, packageVersion: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dist)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dist, file)));
  return `${packageVersion}-${hash.digest('hex').slice(0, 12)}`;
}

export const isPublished = (releases: string, remoteFolder: string, version: string): boolean =>
  RELEASE_VERSION_PATTERN.test(version) &&
  fs.existsSync(path.join(releaseFolder(releases, remoteFolder, version), 'mf-manifest.json'));

export interface Published {
  version: string;
  folder: string;
  /** False when that version was already there: it is left exactly as it was. */
  created: boolean;
}

/**
 * Copies a build to its version's folder: first beside it, then renamed into place in one step, so
 * an origin never serves half a release and a version already published is never overwritten.
 */
export function publishRelease(releases: string, remoteFolder: string, dist: string, version: string): Published {
  const folder = releaseFolder(releases, remoteFolder, version);
  if (isPublished(releases, remoteFolder, version)) return { version, folder, created: false };
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(folder), '.staging-'));
  try {
    fs.cpSync(dist, staging, { recursive: true, filter: (source) => !NOT_SERVED.has(path.basename(source)) });
    fs.renameSync(staging, folder);
    return { version, folder, created: true };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another publisher renamed the same build into place first: the same bytes, left as they are.
    if (isPublished(releases, remoteFolder, version)) return { version, folder, created: false };
    throw error;
  }
}

/** The versions of a remote on this store, for a refusal that lists what could have been meant. */
export function publishedVersions(releases: string, remoteFolder: string): string[] {
  const dir = path.join(releases, remoteFolder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => !name.startsWith('.') && isPublished(releases, remoteFolder, name));
}
