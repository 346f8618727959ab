// `npm start`: install what is missing, build what changed, then run the API, the six remotes and the shell.
import path from 'node:path';
import { ROOT, buildApps, ensureDependencies, ensurePnpm, log, releaseCli, supervise } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
buildApps(pnpm);

/**
 * With no REMOTES_DIR of the operator's, the site serves the release registries in releases/remotes:
 * each build is published as a release and, until a remote is released through the CLI, made stable.
 */
function releaseRegistries() {
  if (process.env.REMOTES_DIR) return {};
  log('publishing the builds as releases (releases/)');
  if (releaseCli(pnpm, ['first-start']) === 0)
    return { REMOTES_DIR: path.join(process.env.RELEASES_DIR || path.join(ROOT, 'releases'), 'remotes') };
  log('publishing failed (see above): serving each remote from its build folder');
  return {};
}

const registries = releaseRegistries();
log(`starting the API, six remotes and the shell (brand ${process.env.BRAND || 'eu'})`);
supervise([
  { name: 'api', command: pnpm, args: ['--filter', 'api', 'run', 'start'] },
  { name: 'site', command: pnpm, args: ['--filter', 'shell', 'run', 'serve'], env: registries },
]);
