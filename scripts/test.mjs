// `npm test`: install what is missing, then lint, typecheck, unit and contract tests, build, e2e.
import path from 'node:path';
import { buildEnv, ensureChromium, ensureDependencies, ensureFirefox, ensurePnpm, fail, log, ROOT, run } from './lib.mjs';
import { runSideBySide } from './side-by-side.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
ensureChromium();
ensureFirefox();
const env = buildEnv();
const step = (name, args, command = pnpm) => ({ name, command, args, env });
// The unit tests run on one jest worker; lint, format, typecheck and the build take the other core.
const passed = await runSideBySide(step('unit and contract tests', ['exec', 'jest', '--ci']), [
  step('lint', ['exec', 'eslint', '.', '--max-warnings', '0']),
  step('format', ['exec', 'prettier', '--check', '.']),
  step('typecheck', ['exec', 'tsc', '-b']),
  step('production build', [path.join(ROOT, 'scripts/build.mjs')], process.execPath),
]);
if (!passed) fail('a check failed (its output is above)');
log('end-to-end tests (Chromium)');
run(pnpm, ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: buildEnv() });
log('end-to-end journeys (Firefox)');
run(pnpm, ['run', 'test:firefox'], { env: buildEnv() });
log('all checks passed');
