import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EXPOSED_MODULES, REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import semver from 'semver';
import { ROOT } from '../support/stack';

/** What a built app's mf-manifest.json says of itself: the modules it exposes and the libraries it shares. */
interface Manifest {
  exposes: Array<{ name: string }>;
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
}

const manifestOf = (folder: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'dist/mf-manifest.json'), 'utf8')) as Manifest;

const folderOf = (remote: RemoteName) => remote.replace('_', '-');

const CORE = ['react', 'react/jsx-runtime', 'react-dom', '@sportsbook/bus'];

/**
 * Each remote's own build checked against the shell's contract: the modules the shell loads from it
 * are exposed under those names, and every library the shell shares as a singleton is shared by the
 * remote too, at a version both sides accept. A remote team that breaks either fails here.
 */
test.describe('every remote build keeps the contract with the shell', () => {
  const shell = manifestOf('shell');
  const singletons = shell.shared.filter((library) => library.singleton);

  for (const remote of REMOTE_NAMES) {
    test(`${remote}: exposed modules and shared singletons`, () => {
      const manifest = manifestOf(folderOf(remote));
      const required = Object.entries(EXPOSED_MODULES)
        .filter(([, owner]) => owner === remote)
        .map(([id]) => id.slice(remote.length + 1))
        .sort();
      expect(manifest.exposes.map((module) => module.name).sort()).toEqual(required);
      // Every remote renders with the page's React and talks over the page's bus: those it must share.
      const shared = manifest.shared.map((library) => library.name);
      expect(shared).toEqual(expect.arrayContaining(CORE));
      // A library a remote does not use is not in its manifest; one it uses and the shell shares, it shares as one.
      for (const library of singletons.filter((candidate) => shared.includes(candidate.name))) {
        const theirs = manifest.shared.find((candidate) => candidate.name === library.name);
        expect(theirs, `${remote} shares ${library.name}`).toMatchObject({ singleton: true });
        expect(semver.satisfies(theirs?.version ?? '0.0.0', library.requiredVersion ?? library.version), library.name).toBe(true);
        expect(semver.satisfies(library.version, theirs?.requiredVersion ?? '*'), library.name).toBe(true);
      }
    });
  }
});
