/**
 * The API's endpoints as one table: each one's method, path, request body and answer, as the valibot
 * schemas the API validates and serialises with. The apps call an endpoint of this table through
 * the http client, which checks the answer with the same schema, so an answer that drifted from the
 * contract is an error naming the endpoint and the field, never a blank or a wrong figure.
 *
 * Each endpoint is its own export, so an app's build keeps only the schemas of the calls it makes.
 */
import type * as v from '@sportsbook/schema';
import {
  cashierOptionsSchema,
  depositRequestSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalsResponseSchema,
} from './cashier-schema';
import { depositResponseSchema, walletBalanceResponseSchema, walletTransactionsResponseSchema } from './account-schema';
import {
  autoCashoutRequestSchema,
  autoCashoutResponseSchema,
  betCountResponseSchema,
  betDetailSchema,
  betDetailsResponseSchema,
  betslipPricingResponseSchema,
  betslipSelectionsBodySchema,
  builderPriceRequestSchema,
  builderPriceResponseSchema,
  cashoutDetailResponseSchema,
  cashoutRequestSchema,
  epwPromotionSchema,
  placeBetslipBodySchema,
  placedBetslipResponseSchema,
  retailCodeBodySchema,
  retailCodeResponseSchema,
} from './betting-schema';
import {
  jackpotBetSchema,
  jackpotCalculationRequestSchema,
  jackpotCalculationResponseSchema,
  jackpotPlacementResponseSchema,
  jackpotRetailCodeResponseSchema,
} from './jackpot-slip-schema';
import { activeJackpotsResponseSchema } from './sports-schema';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: `path` names its parameters as `:name`, Fastify's way. */
export interface Endpoint<
  Path extends string = string,
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Answer extends v.GenericSchema = v.GenericSchema,
> {
  readonly method: EndpointMethod;
  readonly path: Path;
  /** What the API takes as the body; undefined for a call without one. */
  readonly body: Body;
  /** What the API answers with a 2xx. */
  readonly answer: Answer;
}

const endpoint = <
  const Path extends string,
  Answer extends v.GenericSchema,
  Body extends v.GenericSchema | undefined = undefined,
>(
  method: EndpointMethod,
  path: Path,
  answer: Answer,
  body?: Body,
): Endpoint<Path, Body, Answer> => ({ method, path, body: body as Body, answer });

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values an endpoint's path needs, by parameter name. */
export type PathParams<Path extends string> = Readonly<Record<ParamNames<Path>, string | number>>;
/** The body an endpoint takes, as the caller writes it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never;
/** The answer an endpoint gives once checked. */
export type EndpointAnswer<E extends Endpoint> = v.InferOutput<E['answer']>;

/** The endpoint's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's name in errors and logs: its method and path as the table writes them. */
export const endpointName = (e: Endpoint): string => `${e.method} ${e.path}`;

const SLIP_SELECTIONS = '/xapi/rest/betslips/selections';
const OPEN_BET = '/xapi/bet/account/:accountId/openbet/:betId';
const WITHDRAWALS = '/api/accounts/me/withdrawals';
const JACKPOT_SLIPS = '/xapi/rest/jackpotbetslips';

/** New selections (outcome ids) priced into the slip. */
export const priceSelectionsEndpoint = endpoint(
  'POST',
  SLIP_SELECTIONS,
  betslipPricingResponseSchema,
  betslipSelectionsBodySchema,
);
/** The slip as it stands priced again. */
export const repriceSlipEndpoint = endpoint('PUT', SLIP_SELECTIONS, betslipPricingResponseSchema, betslipSelectionsBodySchema);
export const placeBetslipEndpoint = endpoint(
  'POST',
  '/xapi/rest/accounts/:accountId/betslips',
  placedBetslipResponseSchema,
  placeBetslipBodySchema,
);
/** Where a live bet held for its delay stands now. */
export const betslipStatusEndpoint = endpoint('PUT', '/xapi/rest/betslips/:betSlipId/status', placedBetslipResponseSchema);
export const retailCodeEndpoint = endpoint(
  'POST',
  '/xapi/rest/betslips/retailcodes',
  retailCodeResponseSchema,
  retailCodeBodySchema,
);
export const builderPriceEndpoint = endpoint(
  'POST',
  '/xapi/rest/betbuilder/price',
  builderPriceResponseSchema,
  builderPriceRequestSchema,
);
export const epwPromotionEndpoint = endpoint('GET', '/xapi/rest/promotions/epw', epwPromotionSchema);

export const openBetsEndpoint = endpoint('GET', '/xapi/bet/account/:accountId/openbets', betDetailsResponseSchema);
export const openBetEndpoint = endpoint('GET', OPEN_BET, betDetailSchema);
export const settledBetsEndpoint = endpoint('GET', '/xapi/rest/acchistory/dailySettledBets', betDetailsResponseSchema);
export const betCountEndpoint = endpoint('GET', '/xapi/bet/account/:accountId/betcount', betCountResponseSchema);
export const cashOutEndpoint = endpoint('POST', `${OPEN_BET}/cashout`, cashoutDetailResponseSchema, cashoutRequestSchema);
export const setAutoCashoutEndpoint = endpoint(
  'PUT',
  `${OPEN_BET}/autocashout`,
  autoCashoutResponseSchema,
  autoCashoutRequestSchema,
);
export const removeAutoCashoutEndpoint = endpoint('DELETE', `${OPEN_BET}/autocashout`, autoCashoutResponseSchema);

export const walletBalanceEndpoint = endpoint('GET', '/api/accounts/me/balance', walletBalanceResponseSchema);
export const transactionsEndpoint = endpoint('GET', '/api/accounts/me/transactions', walletTransactionsResponseSchema);
export const cashierOptionsEndpoint = endpoint('GET', '/api/accounts/me/cashier', cashierOptionsSchema);
export const depositEndpoint = endpoint('POST', '/api/accounts/me/deposits', depositResponseSchema, depositRequestSchema);
export const withdrawalsEndpoint = endpoint('GET', WITHDRAWALS, withdrawalsResponseSchema);
export const requestWithdrawalEndpoint = endpoint('POST', WITHDRAWALS, withdrawalSchema, withdrawalRequestSchema);
export const cancelWithdrawalEndpoint = endpoint('DELETE', `${WITHDRAWALS}/:id`, withdrawalSchema);

/** The jackpots open for betting: their prize, line stake and matches. */
export const activeJackpotsEndpoint = endpoint('GET', '/xapi/rest/jackpotbetweb/active', activeJackpotsResponseSchema);
export const priceJackpotEndpoint = endpoint(
  'POST',
  `${JACKPOT_SLIPS}/selections`,
  jackpotCalculationResponseSchema,
  jackpotCalculationRequestSchema,
);
export const placeJackpotBetEndpoint = endpoint(
  'POST',
  '/xapi/rest/accounts/:accountId/jackpotbetslips',
  jackpotPlacementResponseSchema,
  jackpotBetSchema,
);
export const jackpotRetailCodeEndpoint = endpoint(
  'POST',
  `${JACKPOT_SLIPS}/retailcodes`,
  jackpotRetailCodeResponseSchema,
  jackpotBetSchema,
);

/** Every endpoint of the table, by name: what the API's contract test walks. */
export const ENDPOINTS = {
  priceSelections: priceSelectionsEndpoint,
  repriceSlip: repriceSlipEndpoint,
  placeBetslip: placeBetslipEndpoint,
  betslipStatus: betslipStatusEndpoint,
  retailCode: retailCodeEndpoint,
  builderPrice: builderPriceEndpoint,
  epwPromotion: epwPromotionEndpoint,
  openBets: openBetsEndpoint,
  openBet: openBetEndpoint,
  settledBets: settledBetsEndpoint,
  betCount: betCountEndpoint,
  cashOut: cashOutEndpoint,
  setAutoCashout: setAutoCashoutEndpoint,
  removeAutoCashout: removeAutoCashoutEndpoint,
  walletBalance: walletBalanceEndpoint,
  transactions: transactionsEndpoint,
  cashierOptions: cashierOptionsEndpoint,
  deposit: depositEndpoint,
  withdrawals: withdrawalsEndpoint,
  requestWithdrawal: requestWithdrawalEndpoint,
  cancelWithdrawal: cancelWithdrawalEndpoint,
  activeJackpots: activeJackpotsEndpoint,
  priceJackpot: priceJackpotEndpoint,
  placeJackpotBet: placeJackpotBetEndpoint,
  jackpotRetailCode: jackpotRetailCodeEndpoint,
} as const;
export type EndpointKey = keyof typeof ENDPOINTS;
