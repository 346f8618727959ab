// `npm run build`: production builds of every app (or the ones named), skipping unchanged ones.
import { APPS, buildApps, ensureDependencies, ensurePnpm } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const named = process.argv.slice(2);
buildApps(pnpm, named.length > 0 ? named.filter((a) => APPS.includes(a)) : APPS);
