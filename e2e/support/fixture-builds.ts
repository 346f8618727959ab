import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

/**
 * Builds a deliberately broken remote (e2e/fixtures/broken-remote) with the real build factory, once
 * per fixture source change, into e2e/.builds/<name>.
 */
export function buildBrokenRemote(name: 'throws-on-render' | 'unmet-shared' | 'contract-skew'): string {
  const out = path.join(ROOT, 'e2e/.builds', name);
  const fixture = path.join(ROOT, 'e2e/fixtures/broken-remote');
  const built = path.join(out, 'mf-manifest.json');
  const newestSource = Math.max(
    ...['webpack.config.ts', 'src/throws-on-render.tsx', 'src/next-contract.tsx'].map(
      (f) => fs.statSync(path.join(fixture, f)).mtimeMs,
    ),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > newestSource) return out;
  execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
    cwd: fixture,
    env: { ...process.env, SB_DIST_DIR: out, FIXTURE: name },
    stdio: 'inherit',
  });
  return out;
}
