import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/stack';

test('building the shell with another BRAND gives byte-identical output', () => {
  const other = path.join(ROOT, 'e2e/.builds/shell-brand-vn');
  fs.rmSync(other, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(ROOT, 'shared/build/bin/sb-webpack.cjs'), 'build'], {
    cwd: path.join(ROOT, 'shell'),
    env: { ...process.env, BRAND: 'vn', SB_DIST_DIR: other },
    stdio: 'inherit',
  });
  const files = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const shipped = path.join(ROOT, 'shell/dist');
  expect(files(other)).toEqual(files(shipped));
  for (const file of files(shipped)) {
    expect(fs.readFileSync(path.join(other, file)).equals(fs.readFileSync(path.join(shipped, file))), file).toBe(true);
  }
});
