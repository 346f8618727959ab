import type { RemoteName } from '@sportsbook/contracts';
import { folderOf, type ReleasePlaces } from './release-places';
import { isPublished, publishedVersions, releaseFolder } from './release-store';
import { readBuiltApp, remoteContractProblems } from './remote-compat';

/** Why a build folder cannot go in front of players with the shell in service (empty when it can). */
export function buildProblems(places: ReleasePlaces, remote: RemoteName, dist: string): string[] {
  const shell = readBuiltApp(places.shellDist);
  if (!shell) return [`the shell in service has no build at ${places.shellDist} to check against`];
  const build = readBuiltApp(dist);
  if (!build) return [`${dist} holds no mf-manifest.json`];
  return remoteContractProblems(remote, build, shell);
}

/** Why a version cannot be stable or a canary: it is not published, or it breaks the contract. */
export function releaseProblems(places: ReleasePlaces, remote: RemoteName, version: string): string[] {
  const folder = folderOf(remote);
  if (!isPublished(places.releases, folder, version)) {
    const known = publishedVersions(places.releases, folder);
    return [`${version} is not a published release of ${folder} (published: ${known.join(', ') || 'none'})`];
  }
  return buildProblems(places, remote, releaseFolder(places.releases, folder, version));
}
