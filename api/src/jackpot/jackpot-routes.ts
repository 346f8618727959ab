/** Jackpot endpoints of spec §7: active jackpots, slip calculation, placement (uuid) and retail codes. */
import {
  activeJackpotsResponseSchema,
  jackpotCalculationResponseSchema,
  jackpotPlacementResponseSchema,
  jackpotRetailCodeResponseSchema,
} from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import type {
  ActiveJackpotsResponse,
  JackpotBet,
  JackpotCalculationRequest,
  JackpotCalculationResponse,
  JackpotPlacementResponse,
  JackpotRetailCodeResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOwnAccount, sessionOf } from '../auth/request-auth';
import { brandOfAccount } from '../betting/betting-service';
import { brandOf } from '../content/brands';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { toMajor } from '../wallet/money';
import { JackpotBetting } from './jackpot-betting';

const stake = { type: 'number', exclusiveMinimum: 0, maximum: 1e9 } as const;
const jackpotBetSchema = {
  type: 'object',
  properties: {
    jackpotId: { type: 'integer' },
    jackpotPrize: { type: 'number' },
    globalStake: stake,
    jackpotTotalStake: { type: 'number', minimum: 0, maximum: 1e12 },
    noOfBets: { type: 'integer', minimum: 0 },
    originId: { type: 'integer' },
    singles: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        properties: { outcomeId: { type: 'integer', minimum: 1 }, ordinal: { type: 'integer', minimum: 1, maximum: 100 } },
        required: ['outcomeId', 'ordinal'],
      },
    },
  },
  required: ['jackpotId', 'globalStake', 'jackpotTotalStake', 'noOfBets', 'singles'],
} as const;

export function registerJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const betting = new JackpotBetting(ctx.db, ctx.catalogue, ctx.jackpots, ctx.betting.store, ctx.wallets, ctx.clock);

  app.get<{ Reply: ActiveJackpotsResponse }>(
    '/xapi/rest/jackpotbetweb/active',
    { schema: { response: { 200: jsonSchemaOf(activeJackpotsResponseSchema) } } },
    async (request) => {
      const session = sessionOf(ctx.auth, request);
      return { jackpots: ctx.jackpots.active(session ? brandOfAccount(session.account) : brandOf(request)) };
    },
  );

  app.post<{ Body: JackpotCalculationRequest; Reply: JackpotCalculationResponse }>(
    '/xapi/rest/jackpotbetslips/selections',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            model: {
              type: 'object',
              properties: { globalStake: stake, jackpotId: { type: 'integer' }, originId: { type: 'integer' } },
              required: ['globalStake', 'jackpotId'],
            },
            outcomeIds: { type: 'string', maxLength: 4000, pattern: '^([0-9]{1,15}(,[0-9]{1,15})*)?$' },
          },
          required: ['model'],
        },
        response: { 200: jsonSchemaOf(jackpotCalculationResponseSchema) },
      },
    },
    async (request) => {
      const { model } = request.body;
      const round = ctx.jackpots.find(model.jackpotId);
      if (!round) throw notFound(`No open jackpot ${model.jackpotId}`, 'UNKNOWN_JACKPOT');
      // The calculation call sends bare outcome ids: each pick's position is its event's place in the jackpot.
      const picks = (request.body.outcomeIds ?? '')
        .split(',')
        .filter((id) => id !== '')
        .map((id) => {
          const eventId = ctx.catalogue.outcome(Number(id))?.record.event.id;
          const ordinal = eventId === undefined ? 0 : round.jackpot.eventIds.indexOf(eventId) + 1;
          if (ordinal === 0) throw badRequest(`Outcome ${id} is not part of jackpot ${model.jackpotId}`, 'INVALID_JACKPOT_PICK');
          return { outcomeId: Number(id), ordinal };
        });
      const session = sessionOf(ctx.auth, request);
      const evaluation = betting.evaluate(
        model.jackpotId,
        model.globalStake,
        picks,
        session ? brandOfAccount(session.account) : brandOf(request),
      );
      return {
        model: {
          jackpotId: model.jackpotId,
          globalStake: model.globalStake,
          noOfBets: evaluation.noOfBets,
          totalCost: toMajor(evaluation.totalCostMinor),
          errors: evaluation.errors,
        },
      };
    },
  );

  app.post<{ Params: { accountId: string }; Querystring: { uuid: string }; Body: JackpotBet; Reply: JackpotPlacementResponse }>(
    '/xapi/rest/accounts/:accountId/jackpotbetslips',
    {
      schema: {
        params: {
          type: 'object',
          properties: { accountId: { type: 'string', pattern: '^[0-9]{1,20}$' } },
          required: ['accountId'],
        },
        querystring: {
          type: 'object',
          properties: { uuid: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' }, withAuth: { type: 'boolean' } },
          required: ['uuid'],
        },
        body: jackpotBetSchema,
        response: { 200: jsonSchemaOf(jackpotPlacementResponseSchema) },
      },
    },
    async (request) => {
      const { account } = requireOwnAccount(ctx.auth, request, request.params.accountId);
      return betting.place(account, request.query.uuid, request.body);
    },
  );

  app.post<{ Body: JackpotBet; Reply: JackpotRetailCodeResponse }>(
    '/xapi/rest/jackpotbetslips/retailcodes',
    { schema: { body: jackpotBetSchema, response: { 200: jsonSchemaOf(jackpotRetailCodeResponseSchema) } } },
    async (request) => {
      const session = sessionOf(ctx.auth, request);
      const evaluation = betting.evaluate(
        request.body.jackpotId,
        request.body.globalStake,
        request.body.singles,
        session ? brandOfAccount(session.account) : brandOf(request),
      );
      if (!evaluation.complete) throw badRequest('Pick at least one outcome for every jackpot match', 'JACKPOT_INCOMPLETE');
      const { code, expiresAt } = ctx.retailCodes.create('JACKPOT', request.body);
      return { code, expiresAt: new Date(expiresAt).toISOString() };
    },
  );
}
