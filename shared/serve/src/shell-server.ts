import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import { API_PROXY_PREFIXES, isApiPath } from '@sportsbook/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { REVALIDATE } from './cache-policy';
import { readRemotesManifest } from './remotes-manifest-file';
import { BASELINE_HEADERS, contentSecurityPolicy, remoteOrigins } from './security-headers';
import { registerStaticSite } from './static-site';

export interface ShellServerOptions {
  /** The shell's build folder. */
  root: string;
  /** Base URL of the operator API the site talks to (ours, or a real operator's). */
  apiUrl: string;
  /** Path of the remotes-manifest JSON to serve; re-read on every request so an operator's edit applies at once. */
  remotesManifestFile: string;
  portOf: (service: string) => number;
  /** The brand this site serves; sent to the API as X-SB-Brand (spec §7) on every proxied call. */
  brand: string;
}

/**
 * The shell's production server: the shell build, the remotes manifest, and a proxy to the API so
 * the browser sees one origin for pages, data and the live feed.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true, forceCloseConnections: true });

  for (const prefix of API_PROXY_PREFIXES) {
    await app.register(httpProxy, {
      upstream: options.apiUrl,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/feed',
      http2: false,
      replyOptions: { rewriteRequestHeaders: (_request, headers) => ({ ...headers, 'x-sb-brand': options.brand }) },
    });
  }

  app.get('/remotes-manifest.json', async (request, reply) => {
    const result = await readRemotesManifest(options.remotesManifestFile, request.hostname.replace(/:\d+$/, ''), options.portOf);
    if (!result.ok) {
      request.log.error(result.error);
      return reply
        .code(500)
        .header('Cache-Control', REVALIDATE)
        .send({ statusCode: 500, code: 'BAD_REMOTES_MANIFEST', message: result.error });
    }
    return reply.header('Cache-Control', REVALIDATE).send(result.value);
  });

  await registerStaticSite(app, { root: options.root, cors: false });

  // The policy follows the manifest in force, so an operator's swap to another origin keeps working.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) reply.header(name, value);
    // A page the API serves (a demo game, a stream) keeps the API's own, stricter policy.
    if (isApiPath(request.url.split('?')[0] ?? '')) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const manifest = await readRemotesManifest(
        options.remotesManifestFile,
        request.hostname.replace(/:\d+$/, ''),
        options.portOf,
      );
      reply.header('Content-Security-Policy', contentSecurityPolicy(manifest.ok ? remoteOrigins(manifest.value) : []));
    }
    return payload;
  });

  // Every other GET is a client-side route: answer with the shell's page.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `no route ${request.method} ${request.url}` });
    }
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  });
  return app;
}
