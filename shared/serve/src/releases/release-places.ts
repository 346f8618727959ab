import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { releasesDir } from './release-store';

/** Where releases, the brands' registries and the audit log live for one site. */
export interface ReleasePlaces {
  root: string;
  releases: string;
  /** The brands' registries (their remotes manifests): REMOTES_DIR, else `releases/remotes`. */
  registryDir: string;
  /** The stock manifests a first start copies into registryDir. */
  templateDir: string;
  auditLog: string;
  /** The shell in service, whose contract every release is checked against. */
  shellDist: string;
}

export function releasePlaces(root: string, env: Record<string, string | undefined>): ReleasePlaces {
  const releases = releasesDir(root, env);
  return {
    root,
    releases,
    registryDir: path.resolve(env.REMOTES_DIR || path.join(releases, 'remotes')),
    templateDir: path.join(root, 'shell', 'remotes'),
    auditLog: path.join(releases, 'audit.jsonl'),
    shellDist: path.resolve(env.SHELL_DIST || path.join(root, 'shell', 'dist')),
  };
}

export const folderOf = (remote: RemoteName): string => remote.replace('_', '-');

/** A remote as a team names it, `mfe-live` or `mfe_live`; null for a name that is no remote. */
export function remoteNamed(name: string | undefined): RemoteName | null {
  const remote = (name ?? '').replace('-', '_');
  return (REMOTE_NAMES as readonly string[]).includes(remote) ? (remote as RemoteName) : null;
}

export const registryFile = (places: ReleasePlaces, brand: string): string => {
  if (!/^[a-z0-9-]+$/.test(brand)) throw new Error(`"${brand}" is not a brand id`);
  return path.join(places.registryDir, `${brand}.json`);
};

export const packageVersionOf = (places: ReleasePlaces, remote: RemoteName): string =>
  (JSON.parse(fs.readFileSync(path.join(places.root, folderOf(remote), 'package.json'), 'utf8')) as { version: string }).version;
