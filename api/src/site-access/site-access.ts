/**
 * The operator's two ways of turning visitors away (spec §2): maintenance sends every API call to
 * the maintenance page, and geo-blocking sends visitors from a brand's blocked countries to
 * /blocked. Both answer 302 so the browser's fetch follows them and the site's HTTP client sees
 * `response.redirected` with the page's URL (shared/http detects exactly these two paths).
 */
import { jsonSchemaOf } from '../http/json-schema';
import * as v from '@sportsbook/schema';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRANDS, DEFAULT_BRAND } from '../content/brands';
import { unauthorized } from '../http/api-error';

export interface SiteAccessOptions {
  /** Start in maintenance (SB_MAINTENANCE=1). */
  maintenance: boolean;
  /** Key of the admin route (SB_ADMIN_KEY); without one the route does not exist. */
  adminKey?: string;
}

export interface MaintenanceResponse {
  maintenance: boolean;
}

const ADMIN_PREFIX = '/api/admin/';
const ADMIN_KEY_HEADER = 'x-admin-key';

/** Calls the switches apply to: the API (/api, /xapi); never the health check or the switch itself. */
const isGuarded = (path: string): boolean =>
  (path.startsWith('/api/') || path.startsWith('/xapi/')) && !path.startsWith(ADMIN_PREFIX);

/** Where maintenance sends a call: the maintenance page in the call's language (`l`, spec §7 decoration). */
export function maintenanceLocation(locale: unknown): string {
  return `/${typeof locale === 'string' && /^[a-z]{2}$/.test(locale) ? locale : 'en'}/maintenance`;
}

/** The visitor's country as the operator's edge reports it (CF-IPCountry), upper-cased, or null. */
function edgeCountry(request: FastifyRequest): string | null {
  const header = request.headers['cf-ipcountry'];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Blocked countries of the request's brand; an unknown brand blocks nothing here (its route answers 400). */
function blockedCountries(request: FastifyRequest): readonly string[] {
  const header = request.headers['x-sb-brand'];
  const id = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || DEFAULT_BRAND;
  return BRANDS[id]?.blockedCountries ?? [];
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerSiteAccess(app: FastifyInstance, options: SiteAccessOptions): void {
  let maintenance = options.maintenance;

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isGuarded(path)) return;
    if (maintenance) {
      // The page's language: the `l` query where a call has one, else the header every site call sends.
      const locale = (request.query as Record<string, unknown> | undefined)?.l ?? request.headers['x-accept-language'];
      return reply
        .code(302)
        .header('location', maintenanceLocation(locale))
        .header('cache-control', 'no-store')
        .send({ statusCode: 302, code: 'MAINTENANCE', message: 'The site is under maintenance' });
    }
    const country = edgeCountry(request);
    if (country && blockedCountries(request).includes(country)) {
      return reply
        .code(302)
        .header('location', '/blocked')
        .header('cache-control', 'no-store')
        .send({ statusCode: 302, code: 'GEO_BLOCKED', message: `The site is not available in ${country}` });
    }
  });

  // Without a configured key there is no switch: the path answers 404 like any unknown route.
  if (!options.adminKey) return;
  const adminKey = options.adminKey;
  app.post<{ Body: { enabled: boolean }; Reply: MaintenanceResponse }>(
    `${ADMIN_PREFIX}maintenance`,
    {
      schema: {
        body: jsonSchemaOf(v.strictObject({ enabled: v.boolean() })),
      },
    },
    async (request) => {
      const given = request.headers[ADMIN_KEY_HEADER];
      if (typeof given !== 'string' || !sameKey(given, adminKey))
        throw unauthorized('A valid X-Admin-Key header is required', 'ADMIN_KEY_INVALID');
      maintenance = request.body.enabled;
      request.log.warn(`maintenance ${maintenance ? 'on' : 'off'} (admin route)`);
      return { maintenance };
    },
  );
}
