import fs from 'node:fs';
import type { ClientRequest, IncomingMessage } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { isApiPath, resolvePort, type ServiceName } from '@sportsbook/contracts';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startupLibraries } from './startup-libraries';
import { FirstFrameStartPlugin } from './first-frame-start';
import { StartupPreloadPlugin } from './startup-preloads';
import { CompileHintsPlugin } from './compile-hints';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readRemotesManifest, remotesManifestFile } from '@sportsbook/serve';
import { devBrandFor, devBrandPage, loadDevBrands } from './dev-brands';
import { writeMonolithModules } from './monolith/write-monolith-modules';
import { sharedSingletons } from './shared-singletons';
import { DropOverriddenSharingRuntimePlugin } from './federation-runtime/drop-overridden-sharing';
import type { AppOptions } from './app-options';

export type Mode = 'production' | 'development';

export interface AppConfig extends Configuration {
  devServer?: DevServerConfiguration;
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/** What every part of an app's configuration is decided by. */
interface BuildContext {
  options: AppOptions;
  isHost: boolean;
  production: boolean;
  /** SB_MONOLITH=1 builds the shell with every remote's exposed modules imported statically: the
   *  baseline the benchmark compares the federated site against. */
  monolith: boolean;
  outputPath: string;
}

/** One webpack + Module Federation configuration for every app; an app only names its exposes. */
export function defineApp(options: AppOptions): ((mode: Mode) => AppConfig[]) & { options: AppOptions } {
  const config = (mode: Mode): AppConfig[] => {
    const isHost = options.name === 'shell';
    const build: BuildContext = {
      options,
      isHost,
      production: mode === 'production',
      monolith: isHost && process.env.SB_MONOLITH === '1',
      outputPath: process.env.SB_DIST_DIR ? path.resolve(process.env.SB_DIST_DIR) : path.join(options.dir, 'dist'),
    };
    const startup = isHost ? startupLibraries(path.join(options.dir, '..')) : null;
    const app: AppConfig = {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: build.production ? false : 'eval-cheap-module-source-map',
      output: outputOf(build),
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: build.monolith
          ? {
              '@module-federation/enhanced/runtime$': path.join(__dirname, 'monolith/runtime.ts'),
              'sportsbook-monolith-modules$': writeMonolithModules(
                path.join(options.dir, '..'),
                path.join(__dirname, '..', '.monolith'),
              ),
            }
          : {},
      },
      module: { rules: [swcRule(build.production)] },
      plugins: [
        ...federationPlugins(build),
        ...pagePlugins(build),
        ...(build.production ? [new CompileHintsPlugin(isHost), ...compressionPlugins()] : []),
        ...(startup ? [startup.plugin] : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        ...(startup ? { splitChunks: { cacheGroups: { startupLibraries: startup.cacheGroup } } } : {}),
      },
      stats: 'errors-warnings',
      devServer: devServerOf(build),
    };
    return isHost ? [app] : [app, standaloneRuntimeOf(build)];
  };
  return Object.assign(config, { options });
}

/** The script a remote's own dev page loads first: the federation runtime its host would provide. */
const FEDERATION_RUNTIME = 'federation-runtime';

function standaloneRuntimeOf({ production, outputPath }: BuildContext): AppConfig {
  return {
    name: FEDERATION_RUNTIME,
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { [FEDERATION_RUNTIME]: './federation-runtime/provide-runtime.ts' },
    target: 'web',
    devtool: false,
    output: { path: outputPath, publicPath: '/', filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule(production)] },
    plugins: production ? compressionPlugins() : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A file's name with its content hash, once webpack knows it. */
const hashedName = (data: { chunk?: { contentHash?: Record<string, string> } | object }) =>
  data.chunk && 'contentHash' in data.chunk && data.chunk.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

function outputOf({ options, isHost, production, outputPath }: BuildContext): Configuration['output'] {
  return {
    // SB_DIST_DIR builds a second copy elsewhere, e.g. a candidate release beside the live one.
    path: outputPath,
    // Deep routes need an absolute public path on the host; remotes resolve theirs from the
    // URL their manifest was fetched from, so an operator can move a remote to any origin.
    publicPath: isHost ? '/' : 'auto',
    // The federation runtime reads the entry's file name before content hashes exist, only for
    // its folder; answer that early question with the unhashed name.
    filename: production ? hashedName : '[name].js',
    // A named chunk (the start-up libraries) is named before its hash exists too.
    chunkFilename: production ? hashedName : '[name].js',
    uniqueName: options.name,
    // A remote's folder also holds its dev page's federation runtime, built beside it.
    clean: isHost ? true : { keep: new RegExp(`^${FEDERATION_RUNTIME}\\.js`) },
  };
}

function swcRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // Emotion's css strings otherwise ship with their indentation, in every app's bytes.
          experimental: {
            plugins: [[require.resolve('@swc/plugin-emotion'), { sourceMap: false, autoLabel: 'never' }]],
          },
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: !production, refresh: false },
          },
        },
      },
    },
  };
}

function federationPlugins({ options, isHost, monolith }: BuildContext) {
  if (monolith) return [];
  const { dir, name } = options;
  return [
    new ModuleFederationPlugin({
      name,
      ...(isHost
        ? {
            remotes: {},
            runtimePlugins: [
              path.join(__dirname, 'federation-runtime/provide-to-remotes.ts'),
              ...(options.runtimePlugins ?? []).map((p) => path.join(dir, p)),
            ],
          }
        : { filename: 'remoteEntry.js', exposes: options.exposes ?? {}, manifest: true }),
      shared: sharedSingletons(dir),
      // 'version-first' fetches every remote entry at start-up, so one dead remote stalls the page.
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: {
        // A remote never loads other remotes (they meet only through the bus), so its entry
        // leaves out the runtime's remote-loading and manifest-snapshot code; the shell keeps both.
        optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
        // One federation runtime per page, the shell's (handed over by provide-to-remotes): each
        // remote entry would otherwise carry and start its own copy (~10 kB compressed each).
        ...(isHost ? {} : { externalRuntime: true }),
      },
    }),
    // The bundler runtime too: a remote container runs on its host's copy (remote-federation.ts).
    ...(isHost
      ? []
      : [
          new webpack.NormalModuleReplacementPlugin(
            /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
            path.join(__dirname, 'federation-runtime/remote-federation.ts'),
          ),
        ]),
    new DropOverriddenSharingRuntimePlugin(),
  ];
}

function pagePlugins({ options, isHost }: BuildContext) {
  const { dir, name } = options;
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  // Release pipelines stamp a build with SB_VERSION; otherwise the package version is the build version.
  const version = process.env.SB_VERSION || pkg.version;
  const favicon = path.join(dir, 'public/favicon.svg');
  return [
    new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(name), __APP_VERSION__: JSON.stringify(version) }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      title: options.title,
      chunks: ['main'],
      // The dev page and the shell page are both served from their origin's root, deep routes included.
      publicPath: '/',
      federationRuntime: isHost ? undefined : `/${FEDERATION_RUNTIME}.js`,
      favicon: fs.existsSync(favicon) ? favicon : undefined,
    }),
    ...(isHost ? [new StartupPreloadPlugin(), new FirstFrameStartPlugin()] : []),
  ];
}

const compressionPlugins = () =>
  (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({
        test: COMPRESSIBLE,
        algorithm,
        filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
        threshold: 0,
        minRatio: 1,
      }),
  );

function devServerOf({ options, isHost, outputPath }: BuildContext): DevServerConfiguration {
  const { dir, name } = options;
  // Read when a dev server starts, never by a build: no build output depends on a brand.
  let brands: ReturnType<typeof loadDevBrands> | undefined;
  const devBrands = () => (brands ??= loadDevBrands(path.join(dir, '..')));
  const devBrandOf = () => devBrandFor(devBrands());
  return {
    port: resolvePort(name, process.env),
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    ...(isHost ? {} : { headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }),
    client: { overlay: { warnings: false, errors: true } },
    proxy: [
      {
        context: (pathname: string) => isApiPath(pathname),
        target: process.env.API_URL || `http://127.0.0.1:${resolvePort('api', process.env)}`,
        ws: true,
        changeOrigin: true,
        // The API hears the brand of the page's host, as behind the production server.
        onProxyReq: (proxyRequest: ClientRequest, request: IncomingMessage) =>
          proxyRequest.setHeader('X-SB-Brand', devBrandOf()(request).id),
      },
    ],
    // The shell's dev page gets its brand and remotes manifest per host, as the production server gives them.
    setupMiddlewares: (middlewares, devServer) => {
      if (!isHost) return middlewares;
      middlewares.unshift({ name: 'brand-page', middleware: devBrandPage(devServer, devBrands(), outputPath) });
      devServer.app?.get('/remotes-manifest.json', (req, res) => {
        const portOf = (service: string) => resolvePort(service as ServiceName, process.env);
        void readRemotesManifest(
          remotesManifestFile(path.join(dir, '..'), process.env, devBrandOf()(req).id),
          process.env.PUBLIC_HOST || 'localhost',
          portOf,
        ).then((result) => {
          res.setHeader('Cache-Control', 'no-cache');
          if (result.ok) res.json(result.value);
          else res.status(500).json({ statusCode: 500, code: 'BAD_REMOTES_MANIFEST', message: result.error });
        });
      });
      return middlewares;
    },
  };
}
