// `npm run release <remote>`: build the remote, typecheck it against the contracts, check it against
// the shell in service and publish it as an immutable release. With a verb first (canary, promote,
// rollback, status), change or show a brand's release registry; `prune` deletes old versions no brand names.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, buildApps, ensureDependencies, ensurePnpm, fail, log, releaseCli } from './lib.mjs';

const VERBS = ['canary', 'promote', 'rollback', 'status', 'prune'];

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const [first = '', ...rest] = process.argv.slice(2);
if (VERBS.includes(first)) process.exit(releaseCli(pnpm, [first, ...rest]));

const app = first.replace('_', '-');
if (!APPS.includes(app) || app === 'shell') fail(`name a remote to release: ${APPS.filter((a) => a !== 'shell').join(', ')}`);
buildApps(pnpm, [app]);
// Props and bus payloads are types of the contracts: a remote that uses them wrongly does not typecheck.
log(`${app}: typechecking against the contracts (props, bus messages)`);
if (spawnSync(pnpm, ['exec', 'tsc', '-b', path.join(app, 'tsconfig.json')], { stdio: 'inherit', cwd: ROOT }).status !== 0)
  fail(`${app} is refused: it does not typecheck against the contracts (see above)`);
process.exit(releaseCli(pnpm, ['publish', app]));
