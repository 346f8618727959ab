// `npm test`: install what is missing, then lint, typecheck, unit and contract tests, build, e2e.
import { buildApps, buildEnv, ensureChromium, ensureDependencies, ensurePnpm, log, run } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
ensureChromium();
const steps = [
  ['lint', ['exec', 'eslint', '.', '--max-warnings', '0']],
  ['format', ['exec', 'prettier', '--check', '.']],
  ['typecheck', ['exec', 'tsc', '-b']],
  ['unit and contract tests', ['exec', 'jest', '--ci']],
];
for (const [name, args] of steps) {
  log(name);
  run(pnpm, args, { env: buildEnv() });
}
log('production build');
buildApps(pnpm);
log('end-to-end tests (Chromium)');
run(pnpm, ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: buildEnv() });
log('all checks passed');
