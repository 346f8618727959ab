import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

/** Builds React + React DOM + the router alone for production and returns its gzip size. */
export async function reactBaselineGzipBytes(): Promise<number> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-react-baseline-'));
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: __dirname,
        entry: './react-baseline/entry.ts',
        output: { path: out, filename: 'baseline.js' },
        resolve: { extensions: ['.ts', '.js'] },
        devtool: false,
        performance: { hints: false },
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const bytes = gzipSync(fs.readFileSync(path.join(out, 'baseline.js'))).length;
  fs.rmSync(out, { recursive: true, force: true });
  return bytes;
}
