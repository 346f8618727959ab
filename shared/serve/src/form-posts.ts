import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The largest form the site takes: an operator's reason and a few fields. */
const FORM_LIMIT_BYTES = 8 * 1024;

/** Lets a plugin's routes read HTML forms (name=value&…) as a record of strings; the rest of the site does not. */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form's field as text ('' when absent or not text). */
export const field = (request: FastifyRequest, name: string): string => {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Whether a state-changing request comes from a page of this very site: its Origin must name the
 * host the request was sent to. Browsers send Origin with every POST; a request without one, or from
 * another site (a forged form), is refused. The scheme is not compared, so a server behind a proxy
 * that ends TLS (it sees http, the browser says https) still accepts its own pages.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string' || !/^https?:\/\//.test(origin)) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
