/**
 * Operator content of spec §7 "Content and other": settings, submenus, HTML widgets, adverts,
 * metrics, licence seals, geo data, currencies and images (the demo games are in demo-games/).
 */
import {
  advertSchema,
  CONTENT_PAGE_SLUGS,
  contentPageSchema,
  currenciesResponseSchema,
  externalHeaderResponseSchema,
  gcbSealResponseSchema,
  geoDataResponseSchema,
  htmlWidgetResponseSchema,
  jackpotAdvertsResponseSchema,
  metricsResponseSchema,
  operatorSettingsSchema,
  submenusResponseSchema,
  localeCode,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { jsonSchemaOf } from '../http/json-schema';
import { idParams } from '../http/request-params';
import { createHmac } from 'node:crypto';
import type {
  Advert,
  ContentPage,
  ContentPageSlug,
  CurrenciesResponse,
  ExternalHeaderResponse,
  GcbSealResponse,
  GeoDataResponse,
  HtmlWidgetResponse,
  JackpotAdvertsResponse,
  MetricsResponse,
  OperatorSettings,
  SubmenusResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/api-error';
import { BRANDS, brandOf } from './brands';
import { ADVERTS, CONTENT_IMAGE_NAME, HTML_WIDGETS, JACKPOT_ADVERTS, SUBMENUS, advertIn, contentImageSvg } from './content-data';
import { CURRENCIES } from './currencies';
import { requestLocale } from '../http/site-locale';
import { contentPage } from './content-pages';
import { externalFooter, externalHeader } from './external-layout';
import { cachedSettings } from './settings';
import { REQUEST_LIMITS } from '../http/request-limits';

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  MT: 'Malta',
  KE: 'Kenya',
  VN: 'Vietnam',
  GB: 'United Kingdom',
  DE: 'Germany',
};
const BRAND_COUNTRY: Readonly<Record<string, string>> = { eu: 'MT', ke: 'KE', vn: 'VN' };

/** The visitor's country: a CDN's country header when a proxy sets one, else the brand's home market. */
function countryOf(request: FastifyRequest): string {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const code = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : (BRAND_COUNTRY[brandOf(request).id] ?? 'MT');
}

interface SettingsQuery {
  cached?: boolean;
  all?: boolean;
  c?: string;
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBrandContentRoutes(app);
  registerContentPageRoutes(app);
  registerCmsRoutes(app);
  registerAdvertRoutes(app);
  registerMetricsRoutes(app);
  registerSiteRoutes(app, ctx);
}

/** What a brand's frame is made of: its operator settings, and the external header and footer. */
function registerBrandContentRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: SettingsQuery; Reply: OperatorSettings }>(
    '/api/all_cached_settings',
    {
      schema: {
        querystring: jsonSchemaOf(
          v.object({
            cached: v.optional(v.boolean()),
            all: v.optional(v.boolean()),
            l: v.optional(localeCode),
            c: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/))),
          }),
        ),
        response: { 200: jsonSchemaOf(operatorSettingsSchema) },
      },
    },
    async (request) => {
      const settings = cachedSettings(brandOf(request), requestLocale(request));
      // The c param names the player's currency when it differs from the brand's.
      return request.query.c ? { ...settings, currency: request.query.c.toUpperCase() } : settings;
    },
  );

  const brandParams = {
    params: jsonSchemaOf(v.object({ brand: v.pipe(v.string(), v.regex(/^[a-z]{2,10}$/)) })),
    querystring: jsonSchemaOf(v.object({ l: v.optional(localeCode) })),
  };

  app.get<{ Params: { brand: string }; Querystring: { l?: string }; Reply: ExternalHeaderResponse }>(
    '/api/external-header/:brand',
    { schema: { ...brandParams, response: { 200: jsonSchemaOf(externalHeaderResponseSchema) } } },
    async (request, reply) => {
      const brand = Object.hasOwn(BRANDS, request.params.brand) ? BRANDS[request.params.brand] : undefined;
      const header = brand ? externalHeader(brand, request.query.l) : null;
      if (!header) throw notFound(`Brand ${request.params.brand} has no external header`, 'NO_EXTERNAL_HEADER');
      void reply.header('cache-control', 'public, max-age=300');
      return header;
    },
  );

  app.get<{ Params: { brand: string }; Querystring: { l?: string }; Reply: HtmlWidgetResponse }>(
    '/api/external-footer/:brand',
    { schema: { ...brandParams, response: { 200: jsonSchemaOf(htmlWidgetResponseSchema) } } },
    async (request, reply) => {
      const brand = Object.hasOwn(BRANDS, request.params.brand) ? BRANDS[request.params.brand] : undefined;
      if (!brand) throw notFound(`Unknown brand ${request.params.brand}`, 'UNKNOWN_BRAND');
      void reply.header('cache-control', 'public, max-age=300');
      return { content: externalFooter(brand, request.query.l) };
    },
  );
}

const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

/** The brand's information pages in the call's language. */
function registerContentPageRoutes(app: FastifyInstance): void {
  const params = v.object({
    brand: v.pipe(v.string(), v.regex(/^[a-z]{2,10}$/)),
    slug: v.pipe(v.string(), v.regex(/^[a-z-]{1,40}$/)),
  });
  app.get<{ Params: { brand: string; slug: string }; Querystring: { l?: string }; Reply: ContentPage }>(
    '/api/content-pages/:brand/:slug',
    {
      schema: {
        params: jsonSchemaOf(params),
        querystring: jsonSchemaOf(v.object({ l: v.optional(localeCode) })),
        response: { 200: jsonSchemaOf(contentPageSchema) },
      },
    },
    async (request, reply) => {
      const { brand: brandId, slug } = request.params;
      const brand = Object.hasOwn(BRANDS, brandId) ? BRANDS[brandId] : undefined;
      if (!brand) throw notFound(`Unknown brand ${brandId}`, 'UNKNOWN_BRAND');
      if (!isContentPageSlug(slug)) throw notFound(`No page ${slug}`, 'UNKNOWN_PAGE');
      void reply.header('cache-control', 'public, max-age=300');
      return contentPage(brand, slug, request.query.l);
    },
  );
}

/** The operator's menus and HTML widgets. */
function registerCmsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: number }; Reply: SubmenusResponse }>(
    '/api/submenus/:id',
    { schema: { params: idParams, response: { 200: jsonSchemaOf(submenusResponseSchema) } } },
    async (request) => {
      const links = SUBMENUS[request.params.id];
      if (!links) throw notFound(`No submenu ${request.params.id}`, 'UNKNOWN_SUBMENU');
      return { submenu_links: links };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { active?: boolean }; Reply: HtmlWidgetResponse }>(
    '/api/html_widgets/:id',
    {
      schema: {
        params: idParams,
        querystring: jsonSchemaOf(v.object({ active: v.optional(v.boolean()) })),
        response: { 200: jsonSchemaOf(htmlWidgetResponseSchema) },
      },
    },
    async (request) => {
      const widget = HTML_WIDGETS[request.params.id];
      if (!widget || (request.query.active && !widget.active))
        throw notFound(`No active HTML widget ${request.params.id}`, 'UNKNOWN_WIDGET');
      return { content: widget.content(requestLocale(request)) };
    },
  );
}

/** Adverts (spec §4) and the images they draw. */
function registerAdvertRoutes(app: FastifyInstance): void {
  for (const slot of ['jackpot_banner', 'jackpot_bets'] as const) {
    app.get<{ Reply: JackpotAdvertsResponse }>(
      `/api/adverts/${slot}`,
      { schema: { response: { 200: jsonSchemaOf(jackpotAdvertsResponseSchema) } } },
      async (request) => ({ adverts: JACKPOT_ADVERTS[slot].map((advert) => advertIn(advert, requestLocale(request))) }),
    );
  }

  app.get<{ Params: { id: number }; Querystring: { player_type?: string; username?: string }; Reply: Advert }>(
    '/api/adverts/:id',
    {
      schema: {
        params: idParams,
        querystring: jsonSchemaOf(
          v.object({
            player_type: v.optional(v.pipe(v.string(), v.maxLength(50))),
            username: v.optional(v.pipe(v.string(), v.maxLength(100))),
          }),
        ),
        response: { 200: jsonSchemaOf(advertSchema) },
      },
    },
    async (request) => {
      // The audience rules (spec §4) are the shell's to apply; the advert says whom it is for.
      const advert = ADVERTS[request.params.id];
      if (!advert) throw notFound(`No advert ${request.params.id}`, 'UNKNOWN_ADVERT');
      return advertIn(advert, requestLocale(request));
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/content/images/:name',
    {
      schema: {
        params: jsonSchemaOf(v.object({ name: v.pipe(v.string(), v.regex(CONTENT_IMAGE_NAME)) })),
      },
    },
    async (request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(contentImageSvg(request.params.name)),
  );
}

function registerMetricsRoutes(app: FastifyInstance): void {
  const metrics = new Map<string, number>();

  app.get<{ Querystring: { app?: string; page_path?: string; page_host?: string }; Reply: MetricsResponse }>(
    '/api/metrics',
    {
      schema: {
        querystring: jsonSchemaOf(
          v.object({
            app: v.optional(v.pipe(v.string(), v.maxLength(50))),
            page_path: v.optional(v.pipe(v.string(), v.maxLength(500))),
            page_host: v.optional(v.pipe(v.string(), v.maxLength(200))),
          }),
        ),
        response: { 200: jsonSchemaOf(metricsResponseSchema) },
      },
    },
    async (request) => {
      const name = `${request.query.app ?? 'unknown'} ${request.query.page_path ?? ''}`;
      // Names come from anonymous input: past the limit they share one counter instead of growing the map.
      const key = metrics.has(name) || metrics.size < REQUEST_LIMITS.metricKeys ? name : 'other';
      metrics.set(key, (metrics.get(key) ?? 0) + 1);
      request.log.debug(`metric ${key}: ${metrics.get(key)}`);
      return { received: true };
    },
  );
}

/** Where the visitor is and what the site trades in: the licence seal, geo data and currencies. */
function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { host: string }; Reply: GcbSealResponse }>(
    '/api/gcb_seals',
    {
      schema: {
        querystring: jsonSchemaOf(v.object({ host: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) })),
        response: { 200: jsonSchemaOf(gcbSealResponseSchema) },
      },
    },
    async (request) => ({
      token: createHmac('sha256', 'gcb-seal').update(request.query.host.toLowerCase()).digest('hex').slice(0, 24),
    }),
  );

  const geoData = async (request: FastifyRequest): Promise<GeoDataResponse> => {
    const countryCode = countryOf(request);
    return {
      ip: request.ip,
      countryCode,
      countryName: COUNTRY_NAMES[countryCode] ?? countryCode,
      currency: { KE: 'KES', VN: 'VND', GB: 'GBP' }[countryCode] ?? 'EUR',
      timestamp: ctx.clock(),
    };
  };
  app.get<{ Reply: GeoDataResponse }>(
    '/api/v2/geo_data',
    { schema: { response: { 200: jsonSchemaOf(geoDataResponseSchema) } } },
    geoData,
  );
  app.get<{ Reply: GeoDataResponse }>(
    '/api/geo_data',
    { schema: { response: { 200: jsonSchemaOf(geoDataResponseSchema) } } },
    geoData,
  );

  app.get<{ Reply: CurrenciesResponse }>(
    '/xapi/rest/currencies',
    { schema: { response: { 200: jsonSchemaOf(currenciesResponseSchema) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=900');
      return { currencies: [...CURRENCIES] };
    },
  );
}
