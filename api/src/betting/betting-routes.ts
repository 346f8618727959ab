/**
 * Betting and bets endpoints of spec §7: betslip pricing, placement (withAuth, uuid), status, retail
 * codes, the EPW promotion, open bets, one open bet, daily settled bets, bet count and cash-out.
 */
import {
  betCountEndpoint,
  betslipStatusEndpoint,
  builderPriceEndpoint,
  cashOutEndpoint,
  epwPromotionEndpoint,
  id,
  openBetEndpoint,
  openBetsEndpoint,
  placeBetslipEndpoint,
  priceSelectionsEndpoint,
  removeAutoCashoutEndpoint,
  repriceSlipEndpoint,
  retailCodeEndpoint,
  setAutoCashoutEndpoint,
  settledBetsEndpoint,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import type { BetslipPricingResponse, BetslipSelectionsBody, SlipInput } from '@sportsbook/contracts';
import { accountParamsSchema, betParamsSchema, placementQuerySchema } from '../http/request-params';
import { routeOf } from '../http/route-of';
import { quoteBuilder } from './bet-builder';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOwnAccount, requireSession, sessionOf } from '../auth/request-auth';
import { offeredPrice } from '../catalogue/power-odds';
import { brandOf } from '../content/brands';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { toMajor, toMinor } from '../wallet/money';
import { brandOfAccount } from './betting-service';
import { bettingBrandOf } from './request-brand';
import { epwFor } from './returns';
import { assertSlipWithinLimits } from './slip-evaluation';
import { inLanguage } from '../catalogue/catalogue-words';
import { requestLocale } from '../http/site-locale';

/** Far above any real stake: larger numbers are a client error, not a RES-00034. */

function parseOutcomeIds(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  const ids = Array.isArray(value)
    ? value
    : value
        .split(',')
        .filter((v) => v.trim() !== '')
        .map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw badRequest('outcomeIds must be positive integers', 'INVALID_OUTCOME_IDS');
  return ids;
}

/** A placed slip must name real outcomes; an id that never existed is a client error (404), not a bet refusal. */
function assertKnownOutcomes(ctx: AppContext, input: SlipInput): void {
  assertSlipWithinLimits(input);
  const ids = input.singles.map((s) => s.outcomeId);
  if (new Set(ids).size !== ids.length) throw badRequest('The same selection appears twice', 'DUPLICATE_SELECTION');
  const unknown = ids.find((id) => !ctx.catalogue.outcome(id));
  if (unknown !== undefined) throw notFound(`No outcome ${unknown}`, 'UNKNOWN_OUTCOME');
}

/** Prices the slip for the session's account, or for the site's brand when logged out. */
async function priceSlip(
  ctx: AppContext,
  request: FastifyRequest<{ Body: BetslipSelectionsBody }>,
): Promise<BetslipPricingResponse> {
  const { auth, betting } = ctx;
  const session = sessionOf(auth, request);
  if (request.body.accountId && session && request.body.accountId !== session.account.id) {
    throw forbidden('This account does not belong to the session', 'ACCOUNT_MISMATCH');
  }
  const model = request.body.model ?? { singles: [] };
  const known = new Set(model.singles.map((s) => s.outcomeId));
  const added = parseOutcomeIds(request.body.outcomeIds).filter((id) => !known.has(id) && (known.add(id), true));
  const input: SlipInput = { ...model, singles: [...model.singles, ...added.map((id) => ({ outcomeId: id }))] };
  const brand = session ? brandOfAccount(session.account) : brandOf(request);
  const evaluation = betting.price(input, brand, session?.account);
  const wallet = session && ctx.wallets.get(session.account.id);
  return {
    model: {
      singles: evaluation.singles,
      multiples: evaluation.multiples,
      systems: evaluation.systems,
      builders: evaluation.builders,
      availableBalance: wallet ? toMajor(wallet.balanceMinor) : null,
      availablePromoCash: wallet ? toMajor(wallet.promoMinor) : 0,
      totalCost: toMajor(evaluation.totalCostMinor + evaluation.promoCostMinor),
      potentialReturns: toMajor(evaluation.potentialMinor),
      totalOdds: evaluation.totalOdds,
      errors: evaluation.errors,
    },
  };
}

export function registerBettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSlipRoutes(app, ctx);
  registerBuilderRoutes(app, ctx);
  registerRetailCodeRoutes(app, ctx);
  registerOpenBetRoutes(app, ctx);
  registerCashoutRoutes(app, ctx);
}

/** An event page's bet builder: the price of the legs picked so far, for anyone (bounded by the schema's leg count). */
function registerBuilderRoutes(app: FastifyInstance, ctx: AppContext): void {
  routeOf(app, builderPriceEndpoint, {}, async (request) => {
    const quote = quoteBuilder(request.body.outcomeIds, (outcomeId) => ctx.betting.check(outcomeId));
    return { decimal: quote.decimal, errors: quote.error ? [quote.error] : [] };
  });
}

/** The slip: priced as it changes, placed, and its placement status asked while a live delay runs. */
function registerSlipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;
  routeOf(app, repriceSlipEndpoint, {}, async (request) => priceSlip(ctx, request));
  routeOf(app, priceSelectionsEndpoint, {}, async (request) => priceSlip(ctx, request));

  routeOf(app, placeBetslipEndpoint, { params: accountParamsSchema, querystring: placementQuerySchema }, async (request) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const input = 'model' in request.body ? request.body.model : request.body;
    assertKnownOutcomes(ctx, input);
    return { model: betting.place(account, request.query.uuid, input) };
  });

  routeOf(app, betslipStatusEndpoint, { params: v.object({ betSlipId: v.pipe(id, v.minValue(1)) }) }, async (request) => ({
    model: betting.slipStatus(requireSession(auth, request).account, request.params.betSlipId),
  }));
}

/** Booking and retail codes: a slip saved under a code, and loaded back at the prices the book takes now. */
function registerRetailCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  routeOf(app, retailCodeEndpoint, {}, async (request) => {
    const { body } = request;
    let code = 'code' in body ? body.code.toUpperCase() : undefined;
    let model = 'model' in body ? body.model : undefined;
    if (model) {
      assertKnownOutcomes(ctx, model);
      code = ctx.retailCodes.create('SPORTS', model).code;
    } else {
      model = ctx.retailCodes.find('SPORTS', code ?? '') as SlipInput | undefined;
      if (!model) throw notFound(`No retail code ${code}`, 'UNKNOWN_RETAIL_CODE');
    }
    const selections = model.singles.flatMap((single) => {
      const found = ctx.catalogue.outcome(single.outcomeId);
      if (!found) return [];
      return [
        {
          outcomeId: found.outcome.id,
          eventId: found.record.event.id,
          marketId: found.market.id,
          eventDescription: found.record.event.description,
          marketDescription: found.market.description,
          outcomeDescription: found.outcome.description,
          // A boosted price booked on a power-odds event is kept, as the book would still take it.
          decimal: offeredPrice(found.record, found.outcome.consolidatedPrice.currentPrice.decimal, single.decimal),
          isLive: found.record.phase === 'LIVE',
        },
      ];
    });
    return { code: code as string, selections };
  });
}

/** My Bets: open and settled bets, their count, and the parlay promotion they may earn. */
function registerOpenBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;

  routeOf(app, epwPromotionEndpoint, {}, async (request) => epwFor(bettingBrandOf(auth, request)));

  routeOf(app, openBetsEndpoint, { params: accountParamsSchema }, async (request) =>
    inLanguage(
      { bets: betting.openBets(requireOwnAccount(auth, request, request.params.accountId).account) },
      requestLocale(request),
    ),
  );

  routeOf(app, openBetEndpoint, { params: betParamsSchema }, async (request) =>
    inLanguage(
      betting.openBet(requireOwnAccount(auth, request, request.params.accountId).account, request.params.betId),
      requestLocale(request),
    ),
  );

  routeOf(
    app,
    settledBetsEndpoint,
    { querystring: v.object({ numberOfBets: v.optional(v.pipe(id, v.minValue(1), v.maxValue(200)), 50) }) },
    async (request) =>
      inLanguage(
        { bets: betting.settledBets(requireSession(auth, request).account, request.query.numberOfBets) },
        requestLocale(request),
      ),
  );

  routeOf(app, betCountEndpoint, { params: accountParamsSchema }, async (request) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const wallet = ctx.wallets.get(account.id);
    return { count: betting.openBetCount(account), balance: toMajor(wallet.balanceMinor + wallet.promoMinor) };
  });
}

function registerCashoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;

  routeOf(app, cashOutEndpoint, { params: betParamsSchema }, async (request) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const { amount, part } = request.body;
    const { outcome, bet } = betting.cashout(
      account,
      request.params.betId,
      toMinor(amount),
      part === undefined ? undefined : toMinor(part),
    );
    const wallet = ctx.wallets.get(account.id);
    const offer = outcome.status === 'SUCCESS' ? outcome.amountMinor : outcome.offerMinor;
    return {
      status: outcome.status,
      amount: outcome.status === 'SUCCESS' ? toMajor(outcome.amountMinor) : null,
      cashoutAmount: offer === null ? null : toMajor(offer),
      balance: toMajor(wallet.balanceMinor + wallet.promoMinor),
      bet,
    };
  });

  const autoCashout = (request: FastifyRequest<{ Params: { accountId: string; betId: number } }>, targetMinor: number | null) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const { ok, bet } = betting.setAutoCashout(account, request.params.betId, targetMinor);
    return { status: ok ? ('SUCCESS' as const) : ('INVALID_AMOUNT' as const), bet };
  };
  routeOf(app, setAutoCashoutEndpoint, { params: betParamsSchema }, async (request) =>
    autoCashout(request, toMinor(request.body.target)),
  );
  routeOf(app, removeAutoCashoutEndpoint, { params: betParamsSchema }, async (request) => autoCashout(request, null));
}
