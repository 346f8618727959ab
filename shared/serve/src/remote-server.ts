import Fastify, { type FastifyInstance } from 'fastify';
import { BASELINE_HEADERS } from './security-headers';
import { registerStaticSite } from './static-site';

/** A remote's own static origin: its build folder, with CORS, and nothing else. */
export async function createRemoteServer({ root }: { root: string }): Promise<FastifyInstance> {
  // Closing ends open keep-alive connections at once: a stopped origin must stop now, not when browsers let go.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await registerStaticSite(app, { root, cors: true });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `no file at ${request.url}` });
  });
  return app;
}
