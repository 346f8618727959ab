import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@sportsbook/contracts';
import type { AppOptions } from '../app-options';

/** Writes the static import map of every remote's exposed modules, read from each remote's own config. */
export function writeMonolithModules(repoRoot: string, outDir: string): string {
  const lines = REMOTE_NAMES.flatMap((remote) => {
    const dir = path.join(repoRoot, remote.replace('_', '-'));
    // tsx (registered by bin/sb-webpack.cjs) compiles the remote's TypeScript config on require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(dir, 'webpack.config.ts')) as { default: { options: AppOptions } };
    return Object.entries(config.default.options.exposes ?? {}).map(
      ([key, file]) =>
        `  ${JSON.stringify(`${remote}/${key.replace('./', '')}`)}: () => import(${JSON.stringify(path.join(dir, file))}),`,
    );
  });
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'exposed-modules.ts');
  fs.writeFileSync(file, `export const exposedModules: Record<string, () => Promise<unknown>> = {\n${lines.join('\n')}\n};\n`);
  return file;
}
