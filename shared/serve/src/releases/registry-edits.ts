import { VERSION_PLACEHOLDER } from '@sportsbook/contracts';
import { RegistryRefusal, type RegistryEntry } from './release-registry';
import { RELEASES_PATH } from '../remote-server';

const FEDERATION_MANIFEST = /mf-manifest\.json$/;

/** An entry's manifest URL with `{version}`: its origin's releases folder, beside the build it served. */
export function versionedManifestUrl(url: string): string {
  if (url.includes(VERSION_PLACEHOLDER)) return url;
  if (!FEDERATION_MANIFEST.test(url)) throw new RegistryRefusal(`${url} does not name an mf-manifest.json`);
  const origin = /^((https?:)?\/\/[^/]+)/.exec(url)?.[1] ?? '';
  return `${origin}${RELEASES_PATH}${VERSION_PLACEHOLDER}/mf-manifest.json`;
}

/** The version becomes everyone's; the one it replaces is kept as where a rollback returns. */
export function promote(entry: RegistryEntry, version: string | undefined = entry.canary?.version): RegistryEntry {
  if (version === undefined) throw new RegistryRefusal('there is no canary to promote: name the version');
  if (version === entry.stable) throw new RegistryRefusal(`${version} is already stable`);
  return {
    manifest: versionedManifestUrl(entry.manifest),
    stable: version,
    ...(entry.stable !== undefined ? { previous: entry.stable } : {}),
  };
}

/** A share of players (0–100, whole percent) gets the version; the others keep stable. */
export function setCanary(entry: RegistryEntry, version: string, share: number): RegistryEntry {
  if (entry.stable === undefined) throw new RegistryRefusal('a canary needs a stable release beside it: promote one first');
  if (version === entry.stable) throw new RegistryRefusal(`${version} is the stable release`);
  if (!Number.isInteger(share) || share < 0 || share > 100)
    throw new RegistryRefusal(`the share must be a whole percent from 0 to 100, not ${share}`);
  return { ...entry, canary: { version, share } };
}

/** A canary is dropped (every player on stable); with none, stable goes back to the previous release. */
export function rollback(entry: RegistryEntry): RegistryEntry {
  const { canary, previous, ...rest } = entry;
  if (canary !== undefined) return { ...rest, ...(previous !== undefined ? { previous } : {}) };
  if (previous === undefined) throw new RegistryRefusal('there is no canary and no previous stable release to roll back to');
  return { manifest: entry.manifest, stable: previous };
}

/** The versions a change would put in front of players, each to be checked before it is applied. */
export function versionsServedBy(entry: RegistryEntry): string[] {
  return [entry.stable, entry.canary?.version].filter((version): version is string => version !== undefined);
}
