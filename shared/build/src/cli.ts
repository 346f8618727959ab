import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfig, Mode } from './define-app';

/** `sb-webpack build|dev` run from an app folder: builds it for production or serves it with hot reload. */
async function main(): Promise<void> {
  const command = process.argv[2];
  // tsx compiles the app's TypeScript config on require (bin/sb-webpack.cjs registered it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configModule = require(path.resolve('webpack.config.ts')) as { default: (mode: Mode) => AppConfig[] };
  if (command === 'build') {
    const started = Date.now();
    const { stats } = await run(configModule.default('production'));
    for (const compilation of stats) {
      const info = compilation.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? []) console.warn(warning.message);
      for (const error of info.errors ?? []) console.error(error.message);
    }
    if (stats.some((compilation) => compilation.hasErrors())) process.exit(1);
    console.log(`built ${path.basename(process.cwd())} in ${Date.now() - started} ms`);
  } else if (command === 'dev') {
    const configs = configModule.default('development');
    const server = new WebpackDevServer(configs[0]?.devServer, webpack(configs));
    await server.start();
  } else {
    console.error('usage: sb-webpack build|dev');
    process.exit(2);
  }
}

function run(configs: AppConfig[]): Promise<webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
