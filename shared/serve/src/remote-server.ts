import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { BASELINE_HEADERS } from './security-headers';
import { registerStaticSite } from './static-site';

/** Where a remote's origin serves its published releases, `<version>/` each. */
export const RELEASES_PATH = '/releases/';

/**
 * A remote's own static origin, with CORS: its build folder, and each of its published releases
 * side by side under /releases/<version>/ (never rewritten, so cached for a year).
 */
export async function createRemoteServer({ root, releases }: { root: string; releases?: string }): Promise<FastifyInstance> {
  // Closing ends open keep-alive connections at once: a stopped origin must stop now, not when browsers let go.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await registerStaticSite(app, { root, cors: true });
  if (releases) {
    // A remote with no release yet still serves its releases' path, ready for the first one.
    fs.mkdirSync(releases, { recursive: true });
    await registerStaticSite(app, { root: releases, cors: true, prefix: RELEASES_PATH, immutable: true, page: false });
  }
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `no file at ${request.url}` });
  });
  return app;
}
