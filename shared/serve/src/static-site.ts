import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, IMMUTABLE } from './cache-policy';

export interface StaticSiteOptions {
  root: string;
  /** Remotes are fetched cross-origin by the shell's page: their static files carry CORS headers. */
  cors: boolean;
  /** False for the shell: its index.html is a template the server fills in per brand (its own routes). */
  page?: boolean;
  /** Where the folder is served from (default `/`); a second folder needs its own prefix. */
  prefix?: string;
  /** Every file never changes (a published release): each is cached for a year, whatever its name. */
  immutable?: boolean;
}

/** Serves a build folder, preferring the .br/.gz files the build wrote next to each asset. */
export async function registerStaticSite(
  app: FastifyInstance,
  { root, cors, page = true, prefix = '/', immutable = false }: StaticSiteOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    // Only the first folder decorates the reply with sendFile: a second registration would clash.
    decorateReply: prefix === '/',
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: page ? ['index.html'] : false,
    // Files are looked up per request, so a team that rebuilds its remote in place is served the new
    // chunks on the next page load, without restarting its origin.
    wildcard: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', immutable ? IMMUTABLE : cacheControlFor(filePath));
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    },
  });
}
