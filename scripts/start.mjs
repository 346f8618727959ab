// `npm start`: install what is missing, build what changed, then run the API, the six remotes and the shell.
import { buildApps, ensureDependencies, ensurePnpm, log, supervise } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
buildApps(pnpm);
log(`starting the API, six remotes and the shell (brand ${process.env.BRAND || 'eu'})`);
supervise([
  { name: 'api', command: pnpm, args: ['--filter', 'api', 'run', 'start'] },
  { name: 'site', command: pnpm, args: ['--filter', 'shell', 'run', 'serve'] },
]);
