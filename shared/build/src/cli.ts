import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfig, Mode } from './define-app';

/** `sb-webpack build|dev` run from an app folder: builds it for production or serves it with hot reload. */
async function main(): Promise<void> {
  const command = process.argv[2];
  // tsx compiles the app's TypeScript config on require (bin/sb-webpack.cjs registered it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configModule = require(path.resolve('webpack.config.ts')) as { default: (mode: Mode) => AppConfig };
  if (command === 'build') {
    const stats = await run(configModule.default('production'));
    const info = stats.toJson({ all: false, errors: true, warnings: true, timings: true });
    for (const warning of info.warnings ?? []) console.warn(warning.message);
    if (stats.hasErrors()) {
      for (const error of info.errors ?? []) console.error(error.message);
      process.exit(1);
    }
    console.log(`built ${path.basename(process.cwd())} in ${info.time ?? 0} ms`);
  } else if (command === 'dev') {
    const config = configModule.default('development');
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
  } else {
    console.error('usage: sb-webpack build|dev');
    process.exit(2);
  }
}

function run(config: AppConfig): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
