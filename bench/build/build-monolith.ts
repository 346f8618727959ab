import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../e2e/support/bytes/measure';

/** The shell built as a monolith (SB_MONOLITH=1) into a scratch folder; returns the folder. */
export function buildMonolithShell(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-monolith-'));
  execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
    cwd: path.join(ROOT, 'shell'),
    env: { ...process.env, SB_MONOLITH: '1', SB_DIST_DIR: out },
    stdio: 'ignore',
  });
  return out;
}
