import crypto from 'node:crypto';
import { REMOTE_TELEMETRY_MAX_BYTES, REMOTE_TELEMETRY_PATH, type RemotesManifest } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servedVersions, type RemoteTelemetryStore } from './remote-telemetry';

export interface TelemetryRouteOptions {
  store: RemoteTelemetryStore;
  metricsToken: string | null;
  brandOf: (request: FastifyRequest) => string;
  /** The brand's registry as served now (null when it cannot be read): the versions a report may name. */
  registryOf: (brand: string) => Promise<RemotesManifest | null>;
  /** Told of each brand with a report counted: the automatic rollback looks at it again. */
  onCounted: (brand: string) => void;
}

/**
 * A beacon is a state change from a page, so it must come from the page's own origin, as the API
 * asks of every state-changing request: its Origin names the host it was sent to, or (without
 * Origin) Sec-Fetch-Site says same-origin.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** POST of the page's reports: refused before its body is read when cross-site or over its client's rate. */
async function registerBeacon(scope: FastifyInstance, options: TelemetryRouteOptions): Promise<void> {
  const { store } = options;
  // Any content type (a beacon's string is text/plain), read as text up to the limit and parsed here.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: REMOTE_TELEMETRY_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler(async (error: { code?: string }, _request, reply) => {
    const oversized = error.code === BODY_TOO_LARGE;
    store.drop(oversized ? 'oversized' : 'malformed');
    return reply.code(oversized ? 413 : 400).send();
  });
  scope.addHook('onRequest', async (request, reply) => {
    const refusal = !sameOrigin(request)
      ? 'cross_site'
      : !store.allow(request.socket.remoteAddress ?? '')
        ? 'rate_limited'
        : null;
    if (refusal === null) return;
    store.drop(refusal);
    await reply.code(refusal === 'cross_site' ? 403 : 429).send();
  });
  scope.post(REMOTE_TELEMETRY_PATH, async (request, reply) => {
    const brand = options.brandOf(request);
    const registry = await options.registryOf(brand);
    const dropped = registry === null ? 'unknown_version' : store.record(brand, request.body, servedVersions(registry));
    if (dropped !== null) {
      store.drop(dropped);
      return reply.code(400).send();
    }
    options.onCounted(brand);
    return reply.code(204).send();
  });
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** The beacon's route, and /metrics for the operator's Prometheus when a token is configured. */
export async function registerTelemetryRoutes(app: FastifyInstance, options: TelemetryRouteOptions): Promise<void> {
  await app.register(async (scope) => registerBeacon(scope, options));
  const token = options.metricsToken;
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Not the page's catch-all either: a scraper pointed at a site without a token is told so.
    if (token === null)
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: '/metrics needs METRICS_TOKEN configured' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Authorization: a bearer token for /metrics is required' });
    return reply.type(options.store.metrics.registry.contentType).send(await options.store.metrics.registry.metrics());
  });
}
