// `npm run dev`: the API in watch mode and every app on its webpack dev server with hot reload.
import { APPS, ensureDependencies, ensurePnpm, log, supervise } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
log('dev servers: shell http://localhost:3000/en/ , remotes on 3001-3006, API on 4000');
supervise([
  { name: 'api', command: pnpm, args: ['--filter', 'api', 'run', 'dev'] },
  ...APPS.map((app) => ({ name: app, command: pnpm, args: ['--filter', app, 'run', 'dev'] })),
]);
