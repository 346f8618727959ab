/** Jackpot endpoints of spec §7: active jackpots, slip calculation, placement (uuid) and retail codes. */
import {
  activeJackpotsEndpoint,
  jackpotRetailCodeEndpoint,
  placeJackpotBetEndpoint,
  priceJackpotEndpoint,
} from '@sportsbook/contracts';
import { accountParamsSchema, placementQuerySchema } from '../http/request-params';
import { routeOf } from '../http/route-of';
import type { FastifyInstance } from 'fastify';
import { requireOwnAccount, sessionOf } from '../auth/request-auth';
import { bettingBrandOf } from '../betting/request-brand';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { toMajor } from '../wallet/money';
import { JackpotBetting } from './jackpot-betting';

export function registerJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const betting = new JackpotBetting(
    ctx.db,
    ctx.catalogue,
    ctx.jackpots,
    ctx.betting.store,
    ctx.wallets,
    ctx.playLimits,
    ctx.clock,
  );
  registerJackpotSlipRoutes(app, ctx, betting);

  routeOf(app, activeJackpotsEndpoint, {}, async (request) => {
    const brand = bettingBrandOf(ctx.auth, request);
    return { jackpots: ctx.jackpots.active(brand, (jackpotId) => betting.pools.stakesMinor(jackpotId, brand.id)) };
  });
}

/** The jackpot slip: its cost as picks change, placed, or saved as a retail code. */
function registerJackpotSlipRoutes(app: FastifyInstance, ctx: AppContext, betting: JackpotBetting): void {
  routeOf(app, priceJackpotEndpoint, {}, async (request) => {
    const { model } = request.body;
    const round = ctx.jackpots.find(model.jackpotId);
    if (!round) throw notFound(`No open jackpot ${model.jackpotId}`, 'UNKNOWN_JACKPOT');
    const picks = picksOf(ctx, round.jackpot, request.body.outcomeIds ?? '');
    // A logged-in player sees the cap's refusal while picking, counting the lines they already hold.
    const account = sessionOf(ctx.auth, request)?.account;
    const held = account ? betting.pools.heldLines(account.id, model.jackpotId) : 0;
    const evaluation = betting.evaluate(model.jackpotId, model.globalStake, picks, bettingBrandOf(ctx.auth, request), held);
    return {
      model: {
        jackpotId: model.jackpotId,
        globalStake: model.globalStake,
        noOfBets: evaluation.noOfBets,
        totalCost: toMajor(evaluation.totalCostMinor),
        errors: evaluation.errors,
      },
    };
  });

  routeOf(app, placeJackpotBetEndpoint, { params: accountParamsSchema, querystring: placementQuerySchema }, async (request) => {
    const { account } = requireOwnAccount(ctx.auth, request, request.params.accountId);
    return betting.place(account, request.query.uuid, request.body);
  });

  routeOf(app, jackpotRetailCodeEndpoint, {}, async (request) => {
    const { jackpotId, globalStake, singles } = request.body;
    const evaluation = betting.evaluate(jackpotId, globalStake, singles, bettingBrandOf(ctx.auth, request));
    if (!evaluation.complete) throw badRequest('Pick at least one outcome for every jackpot match', 'JACKPOT_INCOMPLETE');
    const { code, expiresAt } = ctx.retailCodes.create('JACKPOT', request.body);
    return { code, expiresAt: new Date(expiresAt).toISOString() };
  });
}

/** The calculation call sends bare outcome ids: each pick's position is its event's place in the jackpot. */
function picksOf(ctx: AppContext, jackpot: { id: number; eventIds: readonly number[] }, outcomeIds: string) {
  return outcomeIds
    .split(',')
    .filter((id) => id !== '')
    .map((id) => {
      const eventId = ctx.catalogue.outcome(Number(id))?.record.event.id;
      const ordinal = eventId === undefined ? 0 : jackpot.eventIds.indexOf(eventId) + 1;
      if (ordinal === 0) throw badRequest(`Outcome ${id} is not part of jackpot ${jackpot.id}`, 'INVALID_JACKPOT_PICK');
      return { outcomeId: Number(id), ordinal };
    });
}
