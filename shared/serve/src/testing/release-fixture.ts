/** A repository in a temporary folder, for the release tests: six remotes' builds, the shell's, stock manifests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPOSED_MODULES, REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import type { BuildContract, FederationManifest } from '../releases/remote-compat';
import { folderOf, releasePlaces, type ReleasePlaces } from '../releases/release-places';

const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', '@sportsbook/bus'];
export const CONTRACT: BuildContract = { contract: '1.1.0', bus: 1 };

export function federationManifest(remote: RemoteName | 'shell', reactVersion = '19.3.1'): FederationManifest {
  return {
    exposes: Object.entries(EXPOSED_MODULES)
      .filter(([, owner]) => owner === remote)
      .map(([id]) => ({ name: id.split('/')[1] ?? '' })),
    shared: SINGLETONS.map((name) => {
      const version = name.startsWith('react') ? reactVersion : '0.1.0';
      return { name, version, requiredVersion: `^${version}`, singleton: true };
    }),
  };
}

/** Writes a build folder: its federation manifest, its contract, and one chunk whose text names the build. */
export function writeBuild(dist: string, manifest: FederationManifest, contract: BuildContract | null, chunk: string): void {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  if (contract) fs.writeFileSync(path.join(dist, '.contract.json'), JSON.stringify(contract));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), chunk);
  fs.writeFileSync(path.join(dist, '.build-stamp'), String(Math.random()));
}

export function fixtureRepository(): ReleasePlaces {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-releases-'));
  for (const remote of REMOTE_NAMES) {
    fs.mkdirSync(path.join(root, folderOf(remote)));
    fs.writeFileSync(path.join(root, folderOf(remote), 'package.json'), '{"version":"0.1.0"}');
    writeBuild(path.join(root, folderOf(remote), 'dist'), federationManifest(remote), CONTRACT, `/* ${remote} 1 */`);
  }
  writeBuild(path.join(root, 'shell', 'dist'), federationManifest('shell'), CONTRACT, '/* shell */');
  fs.mkdirSync(path.join(root, 'shell', 'remotes'));
  for (const brand of ['eu', 'ke']) {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, { manifest: `http://{hostname}:{port:${remote}}/mf-manifest.json` }]),
    );
    fs.writeFileSync(path.join(root, 'shell', 'remotes', `${brand}.json`), JSON.stringify({ brand, remotes }));
  }
  return releasePlaces(root, {});
}
