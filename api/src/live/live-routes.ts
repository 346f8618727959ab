/** GET /xapi/rest/live/events: the in-play overview (spec §7), in the sports tree's order. */
import { liveEventsQuerySchema, liveEventsResponseSchema, type LiveEventsQuery } from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import type { LiveEventsResponse } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { LEAGUES } from '../catalogue/catalogue';
import { inLanguage } from '../catalogue/catalogue-words';
import { presentEvent } from '../catalogue/events-query';
import { requestLocale } from '../http/site-locale';
import type { AppContext } from '../context';

const LEAGUE_ORDER = new Map(LEAGUES.map((ref, index) => [ref.league.pathId, index]));

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: LiveEventsQuery; Reply: LiveEventsResponse }>(
    '/xapi/rest/live/events',
    {
      schema: {
        querystring: jsonSchemaOf(liveEventsQuerySchema),
        response: { 200: jsonSchemaOf(liveEventsResponseSchema) },
      },
    },
    async (request) => {
      const sports = request.query.sportCode?.split(',');
      const events = ctx.simulator
        .live()
        .map((m) => m.record)
        .filter((r) => !sports || sports.includes(r.event.sportCode))
        .sort(
          (a, b) =>
            (LEAGUE_ORDER.get(a.league.pathId) ?? 0) - (LEAGUE_ORDER.get(b.league.pathId) ?? 0) ||
            a.event.startTime.localeCompare(b.event.startTime),
        )
        .slice(0, request.query.eventsPerPage)
        .map((r) => presentEvent(r, { includeMarkets: request.query.includeMarkets ?? true }));
      return inLanguage({ events }, requestLocale(request));
    },
  );
}
