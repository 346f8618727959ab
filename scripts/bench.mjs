// `npm run bench`: builds what changed, then measures bytes, Web Vitals, add-to-slip and build times.
import { buildApps, ensureChromium, ensureDependencies, ensurePnpm, run } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
ensureChromium();
buildApps(pnpm);
run(pnpm, ['exec', 'tsx', 'bench/run.ts']);
