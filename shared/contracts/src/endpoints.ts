/**
 * The API's endpoints as one table: each one's method, path, request body and answer, as the valibot
 * schemas the API validates and serialises with. The apps call an endpoint of this table through
 * the http client, which checks the answer with the same schema, so an answer that drifted from the
 * contract is an error naming the endpoint and the field, never a blank or a wrong figure.
 *
 * Each endpoint is its own export, marked pure, so an app's build keeps only the schemas of the calls it makes.
 */
import type * as v from '@sportsbook/schema';
import { defineEndpoint } from './endpoint';
import {
  cashierOptionsSchema,
  depositRequestSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalsResponseSchema,
} from './cashier-schema';
import {
  accountInfoSchema,
  accountPrefsChangeSchema,
  accountPrefsSchema,
  authenticateResponseSchema,
  authStepResponseSchema,
  credentialsSchema,
  depositResponseSchema,
  oneTimeCodeSchema,
  partnerLoginSchema,
  securityAnswerSchema,
  securityQuestionResponseSchema,
  sessionResponseSchema,
  sessionTokensResponseSchema,
  walletBalanceResponseSchema,
  walletTransactionsResponseSchema,
} from './account-schema';
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
import { directLoginResponseSchema, partnerLoginResponseSchema } from './login-answers';
import { registrationOptionsSchema, registrationRequestSchema, registrationResponseSchema } from './registration';
import { activeJackpotsResponseSchema, eventsQuerySchema, eventsResponseSchema, sportEventSchema } from './sports-schema';
import {
  activitySummarySchema,
  playBreakRequestSchema,
  playBreakViewSchema,
  playLimitChangeSchema,
  playLimitsResponseSchema,
  playTimeSettingsSchema,
  playTimeViewSchema,
  saferGamblingHelpSchema,
} from './play-safety';

const SLIP_SELECTIONS = '/xapi/rest/betslips/selections';
const OPEN_BET = '/xapi/bet/account/:accountId/openbet/:betId';
const WITHDRAWALS = '/api/accounts/me/withdrawals';
const JACKPOT_SLIPS = '/xapi/rest/jackpotbetslips';

/** New selections (outcome ids) priced into the slip. */
export const priceSelectionsEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  SLIP_SELECTIONS,
  betslipPricingResponseSchema,
  betslipSelectionsBodySchema,
);
/** The slip as it stands priced again. */
export const repriceSlipEndpoint = /* @__PURE__ */ defineEndpoint(
  'PUT',
  SLIP_SELECTIONS,
  betslipPricingResponseSchema,
  betslipSelectionsBodySchema,
);
export const placeBetslipEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/xapi/rest/accounts/:accountId/betslips',
  placedBetslipResponseSchema,
  placeBetslipBodySchema,
);
/** Where a live bet held for its delay stands now. */
export const betslipStatusEndpoint = /* @__PURE__ */ defineEndpoint(
  'PUT',
  '/xapi/rest/betslips/:betSlipId/status',
  placedBetslipResponseSchema,
);
export const retailCodeEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/xapi/rest/betslips/retailcodes',
  retailCodeResponseSchema,
  retailCodeBodySchema,
);
export const builderPriceEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/xapi/rest/betbuilder/price',
  builderPriceResponseSchema,
  builderPriceRequestSchema,
);
export const epwPromotionEndpoint = /* @__PURE__ */ defineEndpoint('GET', '/xapi/rest/promotions/epw', epwPromotionSchema);

export const openBetsEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/xapi/bet/account/:accountId/openbets',
  betDetailsResponseSchema,
);
export const openBetEndpoint = /* @__PURE__ */ defineEndpoint('GET', OPEN_BET, betDetailSchema);
export const settledBetsEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/xapi/rest/acchistory/dailySettledBets',
  betDetailsResponseSchema,
);
export const betCountEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/xapi/bet/account/:accountId/betcount',
  betCountResponseSchema,
);
export const cashOutEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${OPEN_BET}/cashout`,
  cashoutDetailResponseSchema,
  cashoutRequestSchema,
);
export const setAutoCashoutEndpoint = /* @__PURE__ */ defineEndpoint(
  'PUT',
  `${OPEN_BET}/autocashout`,
  autoCashoutResponseSchema,
  autoCashoutRequestSchema,
);
export const removeAutoCashoutEndpoint = /* @__PURE__ */ defineEndpoint(
  'DELETE',
  `${OPEN_BET}/autocashout`,
  autoCashoutResponseSchema,
);

/** The account's record; with includePromotionalInfo, whether it is excluded from promotions (the slip's extra winnings). */
export const accountInfoEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/xapi/rest/accounts/:accountId/info',
  accountInfoSchema,
);
const ACCOUNT_PREFS = '/xapi/rest/accounts/:accountId/accountPrefs';
/** The player's preferences: the slip's default stake among them. */
export const accountPrefsEndpoint = /* @__PURE__ */ defineEndpoint('GET', ACCOUNT_PREFS, accountPrefsSchema);
export const updateAccountPrefsEndpoint = /* @__PURE__ */ defineEndpoint(
  'PATCH',
  ACCOUNT_PREFS,
  accountPrefsSchema,
  accountPrefsChangeSchema,
);
export const walletBalanceEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/api/accounts/me/balance',
  walletBalanceResponseSchema,
);
export const transactionsEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/api/accounts/me/transactions',
  walletTransactionsResponseSchema,
);
export const cashierOptionsEndpoint = /* @__PURE__ */ defineEndpoint('GET', '/api/accounts/me/cashier', cashierOptionsSchema);
export const depositEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/accounts/me/deposits',
  depositResponseSchema,
  depositRequestSchema,
);
export const withdrawalsEndpoint = /* @__PURE__ */ defineEndpoint('GET', WITHDRAWALS, withdrawalsResponseSchema);
export const requestWithdrawalEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  WITHDRAWALS,
  withdrawalSchema,
  withdrawalRequestSchema,
);
export const cancelWithdrawalEndpoint = /* @__PURE__ */ defineEndpoint('DELETE', `${WITHDRAWALS}/:id`, withdrawalSchema);

/** The jackpots open for betting: their prize, line stake and matches. */
export const activeJackpotsEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/xapi/rest/jackpotbetweb/active',
  activeJackpotsResponseSchema,
);
export const priceJackpotEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${JACKPOT_SLIPS}/selections`,
  jackpotCalculationResponseSchema,
  jackpotCalculationRequestSchema,
);
export const placeJackpotBetEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/xapi/rest/accounts/:accountId/jackpotbetslips',
  jackpotPlacementResponseSchema,
  jackpotBetSchema,
);
export const jackpotRetailCodeEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${JACKPOT_SLIPS}/retailcodes`,
  jackpotRetailCodeResponseSchema,
  jackpotBetSchema,
);

const PLAY_LIMITS = '/api/accounts/me/play-limits';
const PLAY_TIME = '/api/accounts/me/play-time';
/** The player's own limits, with what is used and left. */
export const playLimitsEndpoint = /* @__PURE__ */ defineEndpoint('GET', PLAY_LIMITS, playLimitsResponseSchema);
export const setPlayLimitEndpoint = /* @__PURE__ */ defineEndpoint(
  'PUT',
  `${PLAY_LIMITS}/:kind/:period`,
  playLimitsResponseSchema,
  playLimitChangeSchema,
);
export const removePlayLimitEndpoint = /* @__PURE__ */ defineEndpoint(
  'DELETE',
  `${PLAY_LIMITS}/:kind/:period`,
  playLimitsResponseSchema,
);
export const playBreakEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/accounts/me/play-break',
  playBreakViewSchema,
  playBreakRequestSchema,
);
/** The reality check's settings and the session's figures. */
export const playTimeEndpoint = /* @__PURE__ */ defineEndpoint('GET', PLAY_TIME, playTimeViewSchema);
export const savePlayTimeEndpoint = /* @__PURE__ */ defineEndpoint('PUT', PLAY_TIME, playTimeViewSchema, playTimeSettingsSchema);
export const activityEndpoint = /* @__PURE__ */ defineEndpoint('GET', '/api/accounts/me/activity', activitySummarySchema);
/** Where to get help, for anyone. */
export const saferGamblingHelpEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/api/safer-gambling/help',
  saferGamblingHelpSchema,
);

/** The brand's countries and currency, which the join form offers. */
export const registrationOptionsEndpoint = /* @__PURE__ */ defineEndpoint(
  'GET',
  '/api/registrations/options',
  registrationOptionsSchema,
);
export const registerEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/registrations',
  registrationResponseSchema,
  registrationRequestSchema,
);

/** {auth base}/{locale}/api/plugins/component/route/header_login, the auth base being /api/auth (spec §7). */
const HEADER_LOGIN = '/api/auth/:locale/api/plugins/component/route/header_login';
/** The password step: whether a one-time code (true), the security question (null) or nothing (false) follows. */
export const authenticateEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${HEADER_LOGIN}/authenticate`,
  authenticateResponseSchema,
  credentialsSchema,
);
export const validateCodeEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${HEADER_LOGIN}/otp/validate`,
  authStepResponseSchema,
  oneTimeCodeSchema,
);
export const generateCodeEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${HEADER_LOGIN}/otp/generate`,
  authStepResponseSchema,
);
export const securityQuestionEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${HEADER_LOGIN}/security_question/getquestion`,
  securityQuestionResponseSchema,
);
export const checkAnswerEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  `${HEADER_LOGIN}/security_question/checkAnswer`,
  authStepResponseSchema,
  securityAnswerSchema,
);
/** A login whose factors have passed, turned into the session. */
export const integrateEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/auth/:locale/api/plugins/module/route/als_integration/integrate',
  sessionResponseSchema,
);
export const directLoginEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/auth/api/login',
  directLoginResponseSchema,
  credentialsSchema,
);
export const partnerLoginEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/accounts/sessions',
  partnerLoginResponseSchema,
  partnerLoginSchema,
);
export const acceptTermsEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/accounts/me/sessions/accept-terms',
  sessionTokensResponseSchema,
);
export const refreshSessionEndpoint = /* @__PURE__ */ defineEndpoint(
  'POST',
  '/api/accounts/me/sessions/refresh',
  sessionTokensResponseSchema,
);
/** Who the session is (its query narrows it to an account or a game token). */
export const sessionEndpoint = /* @__PURE__ */ defineEndpoint('GET', '/api/session', sessionResponseSchema);

const EVENTS = '/xapi/rest/events';
/** A page of events, by the query's filters (its query string is the route's, as the filters vary by page). */
export const eventsEndpoint = /* @__PURE__ */ defineEndpoint('GET', EVENTS, eventsResponseSchema);
/** The same query posted as a body when it is too long for a URL (the http client switches by itself). */
export const eventsByBodyEndpoint = /* @__PURE__ */ defineEndpoint('POST', EVENTS, eventsResponseSchema, eventsQuerySchema);
/** The event page's path, for a client that asks for the event while its check's code loads. */
export const EVENT_PATH = `${EVENTS}/:eventId` as const;
/** One event with every market: an event's page. */
export const eventEndpoint = /* @__PURE__ */ defineEndpoint('GET', EVENT_PATH, sportEventSchema);

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
  accountInfo: accountInfoEndpoint,
  accountPrefs: accountPrefsEndpoint,
  updateAccountPrefs: updateAccountPrefsEndpoint,
  walletBalance: walletBalanceEndpoint,
  transactions: transactionsEndpoint,
  cashierOptions: cashierOptionsEndpoint,
  deposit: depositEndpoint,
  withdrawals: withdrawalsEndpoint,
  requestWithdrawal: requestWithdrawalEndpoint,
  cancelWithdrawal: cancelWithdrawalEndpoint,
  playLimits: playLimitsEndpoint,
  setPlayLimit: setPlayLimitEndpoint,
  removePlayLimit: removePlayLimitEndpoint,
  playTime: playTimeEndpoint,
  savePlayTime: savePlayTimeEndpoint,
  activity: activityEndpoint,
  saferGamblingHelp: saferGamblingHelpEndpoint,
  activeJackpots: activeJackpotsEndpoint,
  priceJackpot: priceJackpotEndpoint,
  placeJackpotBet: placeJackpotBetEndpoint,
  jackpotRetailCode: jackpotRetailCodeEndpoint,
  events: eventsEndpoint,
  eventsByBody: eventsByBodyEndpoint,
  event: eventEndpoint,
  authenticate: authenticateEndpoint,
  validateCode: validateCodeEndpoint,
  generateCode: generateCodeEndpoint,
  securityQuestion: securityQuestionEndpoint,
  checkAnswer: checkAnswerEndpoint,
  integrate: integrateEndpoint,
  directLogin: directLoginEndpoint,
  partnerLogin: partnerLoginEndpoint,
  acceptTerms: acceptTermsEndpoint,
  refreshSession: refreshSessionEndpoint,
  session: sessionEndpoint,
  registrationOptions: registrationOptionsEndpoint,
  register: registerEndpoint,
  playBreak: playBreakEndpoint,
} as const;
export type EndpointKey = keyof typeof ENDPOINTS;
/**
 * The answer of the table's endpoint by name, once checked. (The schema namespace imported for it
 * also lets the compiled types of this table name valibot's types through @sportsbook/schema.)
 */
export type AnswerOf<K extends EndpointKey> = v.InferOutput<(typeof ENDPOINTS)[K]['answer']>;
