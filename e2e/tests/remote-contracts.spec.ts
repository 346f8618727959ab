import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { readBuiltApp, remoteContractProblems, type BuiltApp } from '@sportsbook/serve';
import { ROOT } from '../support/stack';

const builtApp = (folder: string): BuiltApp => {
  const app = readBuiltApp(path.join(ROOT, folder, 'dist'));
  if (!app) throw new Error(`${folder} has no build: run node scripts/build.mjs`);
  return app;
};

const folderOf = (remote: RemoteName) => remote.replace('_', '-');

/**
 * Each remote's own build checked against the shell's contract, by the check `npm run release` makes:
 * the modules the shell loads from it are exposed under those names, every library the shell shares
 * as a singleton is shared by the remote too at a version both sides accept, and both were built
 * against the same contract. A remote team that breaks any of them fails here.
 */
test.describe('every remote build keeps the contract with the shell', () => {
  const shell = builtApp('shell');
  for (const remote of REMOTE_NAMES) {
    test(`${remote}: exposed modules and shared singletons`, () => {
      expect(remoteContractProblems(remote, builtApp(folderOf(remote)), shell)).toEqual([]);
    });
  }
});
