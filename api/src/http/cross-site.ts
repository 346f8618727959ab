/**
 * Cross-site request refusal for every state-changing route (POST, PUT, PATCH, DELETE):
 * - a browser's Origin must be the site's own or a configured embedding parent;
 * - `Origin: null` (a sandboxed frame, such as our demo games) is accepted only without cookies,
 *   since such a request cannot ride a player's session (the games authenticate by token);
 * - without Origin, Sec-Fetch-Site must not say cross-site; a client that sends neither is not a
 *   browser and carries no ambient credentials of a victim;
 * - bodies are JSON, except on the routes that spec §7 posts as a form.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Spec §7 posts this route as application/x-www-form-urlencoded. */
    acceptsForm?: boolean;
    /** The body is a query too long for a URL: its values are read as a query's are (numbers from text). */
    queryAsBody?: boolean;
  }
}

const crossSite = (why: string) => new ApiHttpError(403, 'CROSS_SITE_REQUEST', why);

/**
 * The configured origins as a test: exact origins, or `scheme://host:*` for any port of one host (a
 * development machine whose stacks run on several ports).
 */
export function originMatcher(allowed: readonly string[]): (origin: string) => boolean {
  const exact = new Set(allowed.filter((o) => !o.endsWith(':*')));
  const anyPort = allowed.filter((o) => o.endsWith(':*')).map((o) => o.slice(0, -1));
  return (origin) =>
    exact.has(origin) || anyPort.some((prefix) => origin.startsWith(prefix) && /^\d+$/.test(origin.slice(prefix.length)));
}

/** Why a state-changing request must be refused, or undefined when it may go on. */
function crossSiteProblem(request: FastifyRequest, isAllowed: (origin: string) => boolean): string | undefined {
  const origin = request.headers.origin;
  if (origin === 'null') return request.headers.cookie ? 'Origin: an opaque origin may not send cookies' : undefined;
  if (origin !== undefined) return isAllowed(origin) ? undefined : `Origin: ${origin} may not change state here`;
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'Sec-Fetch-Site: cross-site requests are refused' : undefined;
}

export function registerCrossSiteChecks(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = originMatcher(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const problem = crossSiteProblem(request, allowed);
    if (problem) throw crossSite(problem);
  });
  // Before parsing, so a form body never reaches a JSON-only route's handler.
  app.addHook('preParsing', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type === 'application/x-www-form-urlencoded' && !request.routeOptions.config.acceptsForm) {
      throw new ApiHttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'content-type: this route accepts application/json only');
    }
  });
}
