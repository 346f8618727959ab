/**
 * Betting and bets endpoints of spec §7: betslip pricing, placement (withAuth, uuid), status, retail
 * codes, the EPW promotion, open bets, one open bet, daily settled bets, bet count and cash-out.
 */
import { id } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import {
  betslipSelectionsBodySchema,
  builderPriceRequestSchema,
  builderPriceResponseSchema,
  autoCashoutRequestSchema,
  autoCashoutResponseSchema,
  cashoutRequestSchema,
  placeBetslipBodySchema,
  retailCodeBodySchema,
  betCountResponseSchema,
  betDetailSchema,
  betDetailsResponseSchema,
  betslipPricingResponseSchema,
  cashoutDetailResponseSchema,
  epwPromotionSchema,
  placedBetslipResponseSchema,
  retailCodeResponseSchema,
} from '@sportsbook/contracts';
import { jsonSchemaOf } from '../http/json-schema';
import { accountParams, betParams, placementQuery } from '../http/request-params';
import type {
  BetCountResponse,
  BetDetail,
  BetDetailsResponse,
  BetslipPricingResponse,
  CashoutDetailResponse,
  AutoCashoutRequest,
  AutoCashoutResponse,
  CashoutRequest,
  EpwPromotion,
  PlacedBetslipResponse,
  RetailCodeResponse,
  BetslipSelectionsBody,
  BuilderPriceRequest,
  BuilderPriceResponse,
  SlipInput,
} from '@sportsbook/contracts';
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
  app.post<{ Body: BuilderPriceRequest; Reply: BuilderPriceResponse }>(
    '/xapi/rest/betbuilder/price',
    { schema: { body: jsonSchemaOf(builderPriceRequestSchema), response: { 200: jsonSchemaOf(builderPriceResponseSchema) } } },
    async (request) => {
      const quote = quoteBuilder(request.body.outcomeIds, (outcomeId) => ctx.betting.check(outcomeId));
      return { decimal: quote.decimal, errors: quote.error ? [quote.error] : [] };
    },
  );
}

/** The slip: priced as it changes, placed, and its placement status asked while a live delay runs. */
function registerSlipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;
  const pricing = (request: FastifyRequest<{ Body: BetslipSelectionsBody }>) => priceSlip(ctx, request);
  const selectionsSchema = {
    body: jsonSchemaOf(betslipSelectionsBodySchema),
    response: { 200: jsonSchemaOf(betslipPricingResponseSchema) },
  };
  app.put<{ Body: BetslipSelectionsBody; Reply: BetslipPricingResponse }>(
    '/xapi/rest/betslips/selections',
    { schema: selectionsSchema },
    pricing,
  );
  app.post<{ Body: BetslipSelectionsBody; Reply: BetslipPricingResponse }>(
    '/xapi/rest/betslips/selections',
    { schema: selectionsSchema },
    pricing,
  );

  app.post<{
    Params: { accountId: string };
    Querystring: { uuid: string };
    Body: SlipInput | { model: SlipInput };
    Reply: PlacedBetslipResponse;
  }>(
    '/xapi/rest/accounts/:accountId/betslips',
    {
      schema: {
        params: accountParams,
        querystring: placementQuery,
        body: jsonSchemaOf(placeBetslipBodySchema),
        response: { 200: jsonSchemaOf(placedBetslipResponseSchema) },
      },
    },
    async (request) => {
      const { account } = requireOwnAccount(auth, request, request.params.accountId);
      const input = 'model' in request.body ? request.body.model : request.body;
      assertKnownOutcomes(ctx, input);
      return { model: betting.place(account, request.query.uuid, input) };
    },
  );

  app.put<{ Params: { betSlipId: number }; Reply: PlacedBetslipResponse }>(
    '/xapi/rest/betslips/:betSlipId/status',
    {
      schema: {
        params: jsonSchemaOf(v.object({ betSlipId: v.pipe(id, v.minValue(1)) })),
        response: { 200: jsonSchemaOf(placedBetslipResponseSchema) },
      },
    },
    async (request) => ({ model: betting.slipStatus(requireSession(auth, request).account, request.params.betSlipId) }),
  );
}

/** Booking and retail codes: a slip saved under a code, and loaded back at the prices the book takes now. */
function registerRetailCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { model?: SlipInput; code?: string }; Reply: RetailCodeResponse }>(
    '/xapi/rest/betslips/retailcodes',
    {
      schema: {
        body: jsonSchemaOf(retailCodeBodySchema),
        response: { 200: jsonSchemaOf(retailCodeResponseSchema) },
      },
    },
    async (request) => {
      let code = request.body.code?.toUpperCase();
      let model = request.body.model;
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
    },
  );
}

/** My Bets: open and settled bets, their count, and the parlay promotion they may earn. */
function registerOpenBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;

  app.get<{ Reply: EpwPromotion }>(
    '/xapi/rest/promotions/epw',
    { schema: { response: { 200: jsonSchemaOf(epwPromotionSchema) } } },
    async (request) => epwFor(bettingBrandOf(auth, request)),
  );

  app.get<{ Params: { accountId: string }; Reply: BetDetailsResponse }>(
    '/xapi/bet/account/:accountId/openbets',
    { schema: { params: accountParams, response: { 200: jsonSchemaOf(betDetailsResponseSchema) } } },
    async (request) =>
      inLanguage(
        { bets: betting.openBets(requireOwnAccount(auth, request, request.params.accountId).account) },
        requestLocale(request),
      ),
  );

  app.get<{ Params: { accountId: string; betId: number }; Reply: BetDetail }>(
    '/xapi/bet/account/:accountId/openbet/:betId',
    { schema: { params: betParams, response: { 200: jsonSchemaOf(betDetailSchema) } } },
    async (request) =>
      inLanguage(
        betting.openBet(requireOwnAccount(auth, request, request.params.accountId).account, request.params.betId),
        requestLocale(request),
      ),
  );

  app.get<{ Querystring: { numberOfBets?: number }; Reply: BetDetailsResponse }>(
    '/xapi/rest/acchistory/dailySettledBets',
    {
      schema: {
        querystring: jsonSchemaOf(v.object({ numberOfBets: v.optional(v.pipe(id, v.minValue(1), v.maxValue(200)), 50) })),
        response: { 200: jsonSchemaOf(betDetailsResponseSchema) },
      },
    },
    async (request) =>
      inLanguage(
        { bets: betting.settledBets(requireSession(auth, request).account, request.query.numberOfBets ?? 50) },
        requestLocale(request),
      ),
  );

  app.get<{ Params: { accountId: string }; Reply: BetCountResponse }>(
    '/xapi/bet/account/:accountId/betcount',
    { schema: { params: accountParams, response: { 200: jsonSchemaOf(betCountResponseSchema) } } },
    async (request) => {
      const { account } = requireOwnAccount(auth, request, request.params.accountId);
      const wallet = ctx.wallets.get(account.id);
      return { count: betting.openBetCount(account), balance: toMajor(wallet.balanceMinor + wallet.promoMinor) };
    },
  );
}

function registerCashoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, betting } = ctx;

  app.post<{ Params: { accountId: string; betId: number }; Body: CashoutRequest; Reply: CashoutDetailResponse }>(
    '/xapi/bet/account/:accountId/openbet/:betId/cashout',
    {
      schema: {
        params: betParams,
        body: jsonSchemaOf(cashoutRequestSchema),
        response: { 200: jsonSchemaOf(cashoutDetailResponseSchema) },
      },
    },
    async (request) => {
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
    },
  );

  const autoCashout = (request: FastifyRequest<{ Params: { accountId: string; betId: number } }>, targetMinor: number | null) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const { ok, bet } = betting.setAutoCashout(account, request.params.betId, targetMinor);
    return { status: ok ? ('SUCCESS' as const) : ('INVALID_AMOUNT' as const), bet };
  };
  const autoCashoutUrl = '/xapi/bet/account/:accountId/openbet/:betId/autocashout';
  const autoCashoutReply = { 200: jsonSchemaOf(autoCashoutResponseSchema) };
  app.put<{ Params: { accountId: string; betId: number }; Body: AutoCashoutRequest; Reply: AutoCashoutResponse }>(
    autoCashoutUrl,
    { schema: { params: betParams, body: jsonSchemaOf(autoCashoutRequestSchema), response: autoCashoutReply } },
    async (request) => autoCashout(request, toMinor(request.body.target)),
  );
  app.delete<{ Params: { accountId: string; betId: number }; Reply: AutoCashoutResponse }>(
    autoCashoutUrl,
    { schema: { params: betParams, response: autoCashoutReply } },
    async (request) => autoCashout(request, null),
  );
}
