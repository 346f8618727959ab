import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/stack';

const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

// The shell (the frame, its navigation and languages) and the account remote (the login mode) are the
// apps a brand used to be built into.
for (const [app, brand] of [
  ['shell', 'vn'],
  ['mfe-account', 'ke'],
] as const) {
  test(`building ${app} with BRAND=${brand} gives output byte-identical to the shipped build`, () => {
    const other = path.join(ROOT, `e2e/.builds/${app}-brand-${brand}`);
    fs.rmSync(other, { recursive: true, force: true });
    execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
      cwd: path.join(ROOT, app),
      env: { ...process.env, BRAND: brand, SB_DIST_DIR: other },
      stdio: 'inherit',
    });
    const shipped = path.join(ROOT, app, 'dist');
    expect(filesOf(other)).toEqual(filesOf(shipped));
    for (const file of filesOf(shipped)) {
      expect(fs.readFileSync(path.join(other, file)).equals(fs.readFileSync(path.join(shipped, file))), file).toBe(true);
    }
  });
}
