/** Sports data endpoints of spec §7 backed by the generated catalogue. */
import { id } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { eventEndpoint, eventsByBodyEndpoint, eventsEndpoint, eventsQuerySchema, marketSchema } from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import { routeOf } from '../http/route-of';
import type { EventsQuery, EventsResponse, Market } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/api-error';
import { requestLocale } from '../http/site-locale';
import { inLanguage } from './catalogue-words';
import { presentEvent, queryEvents } from './events-query';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const run = (query: EventsQuery): EventsResponse =>
    queryEvents(query, { catalogue: ctx.catalogue, now: ctx.clock(), jackpotEventIds: () => ctx.jackpots.eventIds() });

  routeOf(app, eventsEndpoint, { querystring: eventsQuerySchema }, async (request) =>
    inLanguage(run(request.query), requestLocale(request)),
  );

  // Above 2000 characters clients POST the same params as a JSON body; hash only keys their caches.
  routeOf(
    app,
    eventsByBodyEndpoint,
    { config: { queryAsBody: true }, querystring: v.object({ hash: v.optional(v.pipe(v.string(), v.maxLength(128))) }) },
    async (request) => inLanguage(run(request.body), requestLocale(request)),
  );

  routeOf(
    app,
    eventEndpoint,
    {
      params: v.object({ eventId: v.pipe(id, v.minValue(1)) }),
      querystring: v.object({ includeMarkets: v.optional(v.boolean(), true) }),
    },
    async (request) => {
      const record = ctx.catalogue.get(request.params.eventId);
      // The code the prematch page turns into its "no events found for this event path" toast.
      if (!record) throw notFound(`No event ${request.params.eventId}`, 'NO_EVENTS_FOUND');
      return inLanguage(
        presentEvent(record, { includeMarkets: request.query.includeMarkets, depth: 'all' }),
        requestLocale(request),
      );
    },
  );

  app.get<{ Params: { marketId: number }; Reply: Market }>(
    '/xapi/rest/markets/:marketId',
    {
      schema: {
        params: jsonSchemaOf(v.object({ marketId: v.pipe(id, v.minValue(1)) })),
        response: { 200: jsonSchemaOf(marketSchema) },
      },
    },
    async (request) => {
      const found = ctx.catalogue.market(request.params.marketId);
      if (!found) throw notFound(`No market ${request.params.marketId}`, 'UNKNOWN_MARKET');
      return inLanguage(found.market, requestLocale(request));
    },
  );
}
