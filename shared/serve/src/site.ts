import path from 'node:path';
import { REMOTE_NAMES, resolvePort, type RemoteName, type ServiceName } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { loadBrands } from './brands';
import { createRemoteServer } from './remote-server';
import { releasePlaces } from './releases/release-places';
import { releasesDir } from './releases/release-store';
import { remotesManifestFile } from './remotes-manifest-file';
import { createShellServer } from './shell-server';
import { remoteTelemetry } from './telemetry/remote-telemetry';
import { telemetryConfigFrom } from './telemetry/telemetry-config';

export interface SiteOptions {
  /** The repository root holding shell/ and mfe-*\/ with their dist/ folders. */
  root: string;
  env: Record<string, string | undefined>;
  host?: string;
  /** Per-remote build folder overrides (tests serve another build of a remote). */
  remoteDist?: Partial<Record<RemoteName, string>>;
  /** Another build of the shell (the benchmark serves the monolith build). */
  shellDist?: string;
  /** The shell build imports every module itself (SB_MONOLITH=1): its pages preload no remote's scripts. */
  monolith?: boolean;
}

export interface RunningSite {
  servers: Partial<Record<ServiceName, FastifyInstance>>;
  close: () => Promise<void>;
}

export const remoteFolder = (name: RemoteName): string => name.replace('_', '-');

/**
 * Serves the production site: each remote on its own origin (port) and the shell with its proxy.
 * Each request's host picks its brand (BRANDS_DIR's hosts.json, else BRAND), and the brand its
 * remotes manifest (`{brand}.json` in REMOTES_DIR, else shell/remotes).
 */
export async function startSite({
  root,
  env,
  host = '127.0.0.1',
  remoteDist = {},
  shellDist,
  monolith = false,
}: SiteOptions): Promise<RunningSite> {
  const servers: RunningSite['servers'] = {};
  const portOf = (service: string) => resolvePort(service as ServiceName, env);
  for (const name of REMOTE_NAMES) {
    const server = await createRemoteServer({
      root: remoteDist[name] ?? path.join(root, remoteFolder(name), 'dist'),
      releases: path.join(releasesDir(root, env), remoteFolder(name)),
    });
    await server.listen({ port: portOf(name), host });
    servers[name] = server;
  }
  const telemetry = remoteTelemetry(telemetryConfigFrom(env));
  const shell = await createShellServer({
    root: shellDist ?? path.join(root, 'shell', 'dist'),
    apiUrl: env.API_URL || `http://127.0.0.1:${portOf('api')}`,
    remotesManifestFile: (brand) => remotesManifestFile(root, env, brand),
    brands: loadBrands(env.BRANDS_DIR || path.join(root, 'shell', 'brands'), env.BRAND || 'eu'),
    publicHost: env.PUBLIC_HOST || 'localhost',
    portOf,
    preloadRemoteModules: !monolith,
    telemetry,
    health: telemetry.reader,
    // Only a registry of releases has versions to preview, change and roll back (the stock manifests name none).
    ...(env.REMOTES_DIR ? { releases: releasePlaces(root, env) } : {}),
    ...(env.SB_RELEASE_SECRET ? { releaseSecret: env.SB_RELEASE_SECRET } : {}),
    ...(env.SB_ADMIN_KEY ? { adminKey: env.SB_ADMIN_KEY } : {}),
  });
  await shell.listen({ port: portOf('shell'), host });
  servers.shell = shell;
  return {
    servers,
    close: async () => {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}
