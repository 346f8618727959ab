import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../e2e/support/bytes/measure';

const APPS = ['mfe-prematch', 'mfe-live', 'mfe-betslip', 'mfe-account', 'mfe-jackpot', 'mfe-virtuals', 'shell'];

/** Production build of one app into a scratch folder, so the served builds are untouched; wall-clock ms. */
function timeBuild(app: string): number {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `sb-bench-${app}-`));
  const start = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, SB_DIST_DIR: out },
    stdio: 'ignore',
  });
  const elapsed = performance.now() - start;
  fs.rmSync(out, { recursive: true, force: true });
  return elapsed;
}

export function timeBuilds(): { allAppsMs: number; perAppMs: Record<string, number> } {
  const perAppMs: Record<string, number> = {};
  for (const app of APPS) perAppMs[app] = timeBuild(app);
  return { allAppsMs: Object.values(perAppMs).reduce((a, b) => a + b, 0), perAppMs };
}
