/** GET /xapi/rest/oddsLadderAndMargins/{version}: the ladder and brand margins, and power odds (version 0). */
import {
  POWER_ODDS_TYPE,
  id,
  oddsLadderAndMarginsResponseSchema,
  type Margin,
  type OddsLadderAndMarginsResponse,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/api-error';
import { jsonSchemaOf } from '../http/json-schema';
import { ladderConfig } from './odds-ladder';
import { POWER_ODDS_MARGIN, hasPowerOdds } from './power-odds';

const DEFAULT_TYPE = 'DEFAULT';

const responseSchema = jsonSchemaOf(oddsLadderAndMarginsResponseSchema);

interface Query {
  overrideBrand?: string;
  type?: string;
  eventId?: number;
}

export function registerOddsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { version: number }; Querystring: Query; Reply: OddsLadderAndMarginsResponse }>(
    '/xapi/rest/oddsLadderAndMargins/:version',
    {
      schema: {
        params: jsonSchemaOf(v.object({ version: v.pipe(id, v.minValue(0), v.maxValue(1000)) })),
        querystring: jsonSchemaOf(
          v.object({
            overrideBrand: v.optional(v.pipe(v.string(), v.maxLength(20))),
            type: v.optional(v.literal(POWER_ODDS_TYPE)),
            eventId: v.optional(v.pipe(id, v.minValue(1))),
          }),
        ),
        response: { 200: responseSchema },
      },
    },
    async (request) => {
      const { version } = request.params;
      if (version !== 0) {
        // The book prices on the ladder already, so the brand margin is zero: the client's prices equal the book's.
        return { margins: [{ brandMarginType: DEFAULT_TYPE, margin: 0 }], odds: ladderConfig([DEFAULT_TYPE]) };
      }
      const { eventId } = request.query;
      const events =
        eventId === undefined ? [...ctx.catalogue.all()] : [ctx.catalogue.get(eventId)].filter((r) => r !== undefined);
      if (eventId !== undefined && events.length === 0) throw notFound(`No event ${eventId}`, 'UNKNOWN_EVENT');
      const margins: Margin[] = events
        .filter((record) => record.phase !== 'FINISHED' && hasPowerOdds(record))
        .map((record) => ({ brandMarginType: POWER_ODDS_TYPE, margin: POWER_ODDS_MARGIN, eventId: record.event.id }));
      return { margins, odds: ladderConfig([POWER_ODDS_TYPE]) };
    },
  );
}
