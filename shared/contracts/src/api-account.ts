/**
 * Authentication, session, account and wallet shapes of spec §7 (entities of spec §3: Session
 * response, Login details, Session tokens, Profile, Player details, Account preferences, Account info,
 * Wallet). Where §7 shows no shape, these are the API's documented design (api/README.md).
 *
 * Bases of §7 as this API serves them (all under /api so the shell proxies them):
 * auth base `/api/auth`, accounts base, operator and wallet base `/api`.
 */

import type { ThemeMode } from './brand';

/** Login failure codes of spec §8 carried in ApiError.code and ApiError.responseCode. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 'INT003',
  suspended: 'INT009',
  locked: 'INT008',
  pendingActivation: 'INT056',
  providerError: 'INT001',
  quotaExceeded: 'INT051',
  /** The account belongs to another brand's site (each brand keeps its own players, currency and rules). */
  otherBrand: 'INT090',
} as const;

export const SESSION_COOKIE = 'sb_session';
/** Short-lived cookie that carries a login between the password step and the code/question step. */
export const LOGIN_COOKIE = 'sb_login';

/** POST {auth base}/{locale}/api/plugins/component/route/header_login/authenticate (form: username, password, product). */
export interface AuthenticateResponse {
  success: true;
  /** true: a one-time code was sent; null: answer the security question; false: integrate now. */
  otp: boolean | null;
  username: string;
}

/** Answer of otp/validate, otp/generate and security_question/checkAnswer (spec §7: success or status SUCCESS, result, message). */
export interface AuthStepResponse {
  success: boolean;
  status: 'SUCCESS' | 'FAILURE';
  result: string;
  message: string;
}

export interface SecurityQuestionResponse extends AuthStepResponse {
  question: string;
}

/** Spec §3 Session response (als integrate, /api/session). */
export interface SessionResponse {
  /** The account id used in /xapi/rest/accounts/{accountId}/... paths. */
  id: string;
  username: string;
  /** Signed session token (a JWT, HS256); also set as the HttpOnly session cookie. */
  jwe_token: string;
  currency: string;
  locale: string;
  icore_player_id: string;
  icore_token: string;
  icore_betradar_virtuals_token: string;
  icore_esports_bull_token: string;
  icore_kiron_token: string;
  icore_scout_token: string;
  icore_powerball_token: string;
  is_partner_matrix_affiliate: boolean;
  /** Seconds the token stays valid, and the instant it expires (epoch ms). */
  expires_in: number;
  expires_at: number;
}

export type ThirdPartyProvider =
  | 'BETRADAR'
  | 'DST'
  | 'EDGE'
  | 'ESPORTSBULL'
  | 'HIGHLIGHT'
  | 'INSPIRED'
  | 'KIRON'
  | 'KRYPTIUM'
  | 'PARLAYBAY'
  | 'POWERBALL'
  | 'SCOUT';

/** Spec §3 Login details: POST /xapi/icore/players/login (alsToken doubles as jweToken). */
export interface LoginDetails {
  alsPlayerId: string;
  alsToken: string;
  betradarToken: string;
  currency: string;
  dstToken: string;
  email: string;
  esportsBullToken: string;
  expirationTimeInSeconds: number;
  externalPlayerId: string;
  externalSessionToken: string;
  firstName: string;
  highlightToken: string;
  kironToken: string;
  locale: string;
  priceFormat: string;
  isPartnerMatrixAffiliate: boolean;
  scoutToken: string;
  thirdPartyTokens: Record<ThirdPartyProvider, string>;
  vipLevel: number;
  username: string;
  jweToken: string;
  authExecuted: boolean;
  question: string | null;
  savedUsername: string;
}

/** Spec §3 Session tokens, as POST {accounts base}/accounts/sessions returns them in `data`. */
export interface SessionTokens {
  accessToken: string;
  expiresIn: number;
  maxAge: number;
  scopes: string[];
  accountId: string;
  username: string;
  currency: string;
  locale: string;
  /** Present while the player has not accepted the current terms of use: the document to show. */
  fileName?: string;
}

export interface SessionTokensResponse {
  data: SessionTokens;
}

/** GET /xapi/icore/checkplayer. */
export interface CheckPlayerResponse {
  valid: boolean;
  username: string;
  accountId: string;
}

/** Spec §3 Profile: GET {operator}/accounts/me/profile. */
export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  lastLoginDate: string | null;
  registerDate: string;
  currency: string;
  residence: { countryCode: string };
  selfExcluded: boolean;
  accountStatus: string;
  accountCode: string;
}

/** POST {operator}/accounts/me/game-launch-url. */
export interface GameLaunchRequest {
  flashClient?: boolean;
  gameCode: string;
  integrationChannelCode?: string;
}
export interface GameLaunchResponse {
  tokenSession: string;
  url: string;
}

/** Spec §3 Player details: GET /xapi/icore/players/{id}/details, PUT .../{username}/details. */
export interface PlayerDetails {
  alsId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  priceFormat: string;
  holdWithdraw: boolean;
  vipLevel: number;
  enableStreamFullScreen: boolean;
  accountNumber: string;
  defaultStake: number;
  registrationDateTime: string;
  locale: string;
  currency: string;
  countryCode: string;
  playerCreatedByAgent: boolean;
  isRememberStake: boolean;
  avayaSToken: string;
  excludedFromPromotions: boolean;
}

/** Fields a player may change with PUT .../details. */
export type PlayerDetailsUpdate = Partial<
  Pick<
    PlayerDetails,
    'priceFormat' | 'enableStreamFullScreen' | 'defaultStake' | 'locale' | 'isRememberStake' | 'firstName' | 'lastName'
  >
>;

/** Spec §3 Account preferences: GET and PATCH /xapi/rest/accounts/{accountId}/accountPrefs. */
export interface AccountPrefs {
  price_format: string;
  layout: string;
  default_stake: number;
  sort_by: string;
  accept_higher_odds: boolean;
  theme: ThemeMode;
}

/** Spec §3 Account info: GET /xapi/rest/accounts/{accountId}/info. */
export interface AccountInfo {
  accountId: string;
  username: string;
  currency: string;
  nonBettor: boolean;
  nonDepositor: boolean;
  firstLoginTime: string | null;
  wasSetRealMoneyBonuses: boolean;
  realMoneyBonuses: boolean;
  /** With includeTransactionsInfo=true. */
  transactionsInfo?: { deposits: number; bets: number; lastTransactionTime: string | null };
  /** With includePromotionalInfo=true. */
  promotionalInfo?: { promoCash: number; excludedFromPromotions: boolean };
}

/** PUT /xapi/rest/accounts/{accountId}. */
export interface AccountUpdate {
  wasSetRealMoneyBonuses?: boolean;
  realMoneyBonuses?: boolean;
}

/** Spec §3 Wallet, mapped wallet 'sportsbook'. */
export interface SportsbookWallet {
  /** Total, major units. */
  balance: number;
  /** Bonus money. */
  promoCash: number;
  totalLeftToWager: number;
  /** Real money. */
  withdrawableAmount: number;
}

/** GET {wallet base}/accounts/me/balance. */
export interface WalletBalanceResponse {
  currency: string;
  balance: number;
  wallets: { sportsbook: SportsbookWallet };
}

/** GET /xapi/icore/players/{username}/balance/sportsbook. */
export interface SportsbookBalanceResponse extends SportsbookWallet {
  currency: string;
}

/** POST /api/accounts/me/deposits: the demo cashier (not in spec §7; documented in api/README.md). */
export interface DepositRequest {
  amount: number;
}

export interface WalletTransaction {
  id: number;
  kind: 'DEPOSIT' | 'BONUS' | 'BET_STAKE' | 'BET_WIN' | 'BET_REFUND' | 'CASHOUT';
  /** REAL money or PROMO (bonus) money; balanceAfter is that pocket's balance. */
  pocket: 'REAL' | 'PROMO';
  amount: number;
  balanceAfter: number;
  betId: number | null;
  description: string;
  createdAt: string;
}

/** GET /api/accounts/me/transactions (demo cashier history). */
export interface WalletTransactionsResponse {
  currency: string;
  balance: number;
  transactions: WalletTransaction[];
}
