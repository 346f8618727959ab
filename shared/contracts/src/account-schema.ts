/**
 * Answers of the authentication, session, account and wallet calls (spec §7; entities of spec §3:
 * Session response, Login details, Session tokens, Profile, Player details, Account preferences,
 * Account info, Wallet) as schemas. The requests and constants are in api-account.ts.
 */
import * as v from '@sportsbook/schema';
import { THEME_MODES } from './brand';
import { id, localeCode } from './schema';
import { WALLET_TRANSACTION_KINDS } from './cashier-schema';
import { ODDS_FORMATS } from './session';

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

const credentialsEntries = {
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  product: v.optional(v.pipe(v.string(), v.maxLength(50))),
};
/** The password step of every login path (header login, direct login, player login). */
export const credentialsSchema = v.object(credentialsEntries);
export type Credentials = v.InferOutput<typeof credentialsSchema>;

/** POST {accounts base}/accounts/sessions: the partner's login, with the device it comes from. */
export const partnerLoginSchema = v.object({
  ...credentialsEntries,
  device: v.optional(
    v.strictObject({
      clientType: v.optional(v.pipe(v.string(), v.maxLength(50))),
      deviceId: v.optional(v.pipe(v.string(), v.maxLength(100))),
      deviceType: v.optional(v.pipe(v.string(), v.maxLength(50))),
    }),
  ),
});

/** The second-factor steps: a one-time code, or the answer to the security question. */
export const oneTimeCodeSchema = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(32))),
  product: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
export const securityAnswerSchema = v.object({ answer: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** POST {auth base}/{locale}/api/plugins/component/route/header_login/authenticate (form: username, password, product). */
export const authenticateResponseSchema = v.object({
  success: v.literal(true),
  /** true: a one-time code was sent; null: answer the security question; false: integrate now. */
  otp: v.nullable(v.boolean()),
  username: v.string(),
});
export type AuthenticateResponse = v.InferOutput<typeof authenticateResponseSchema>;

const authStepEntries = {
  success: v.boolean(),
  status: v.picklist(['SUCCESS', 'FAILURE']),
  result: v.string(),
  message: v.string(),
};
/** Answer of otp/validate, otp/generate and security_question/checkAnswer (spec §7: success or status SUCCESS, result, message). */
export const authStepResponseSchema = v.object(authStepEntries);
export type AuthStepResponse = v.InferOutput<typeof authStepResponseSchema>;

export const securityQuestionResponseSchema = v.object({ ...authStepEntries, question: v.string() });
export type SecurityQuestionResponse = v.InferOutput<typeof securityQuestionResponseSchema>;

/** Spec §3 Session response (als integrate, /api/session). */
export const sessionResponseSchema = v.object({
  /** The account id used in /xapi/rest/accounts/{accountId}/... paths. */
  id: v.string(),
  username: v.string(),
  /** Signed session token (a JWT, HS256); also set as the HttpOnly session cookie. */
  jwe_token: v.string(),
  currency: v.string(),
  locale: v.string(),
  icore_player_id: v.string(),
  icore_token: v.string(),
  icore_betradar_virtuals_token: v.string(),
  icore_esports_bull_token: v.string(),
  icore_kiron_token: v.string(),
  icore_scout_token: v.string(),
  icore_powerball_token: v.string(),
  is_partner_matrix_affiliate: v.boolean(),
  /** Seconds the token stays valid, and the instant it expires (epoch ms). */
  expires_in: id,
  expires_at: id,
});
export type SessionResponse = v.InferOutput<typeof sessionResponseSchema>;

export const THIRD_PARTY_PROVIDERS = [
  'BETRADAR',
  'DST',
  'EDGE',
  'ESPORTSBULL',
  'HIGHLIGHT',
  'INSPIRED',
  'KIRON',
  'KRYPTIUM',
  'PARLAYBAY',
  'POWERBALL',
  'SCOUT',
] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

/** Spec §3 Login details: POST /xapi/icore/players/login (alsToken doubles as jweToken). */
export const loginDetailsSchema = v.object({
  alsPlayerId: v.string(),
  alsToken: v.string(),
  betradarToken: v.optional(v.string()),
  currency: v.string(),
  dstToken: v.optional(v.string()),
  email: v.string(),
  esportsBullToken: v.optional(v.string()),
  expirationTimeInSeconds: id,
  externalPlayerId: v.optional(v.string()),
  externalSessionToken: v.optional(v.string()),
  firstName: v.string(),
  highlightToken: v.optional(v.string()),
  kironToken: v.optional(v.string()),
  locale: v.string(),
  priceFormat: v.string(),
  isPartnerMatrixAffiliate: v.optional(v.boolean()),
  scoutToken: v.optional(v.string()),
  thirdPartyTokens: v.object(
    Object.fromEntries(THIRD_PARTY_PROVIDERS.map((provider) => [provider, v.string()])) as Record<
      ThirdPartyProvider,
      v.StringSchema<undefined>
    >,
  ),
  vipLevel: id,
  username: v.string(),
  jweToken: v.string(),
  authExecuted: v.boolean(),
  question: v.nullable(v.string()),
  savedUsername: v.string(),
});
export type LoginDetails = v.InferOutput<typeof loginDetailsSchema>;

/** Spec §3 Session tokens, as POST {accounts base}/accounts/sessions returns them in `data`. */
const sessionTokensSchema = v.object({
  accessToken: v.string(),
  expiresIn: id,
  maxAge: id,
  scopes: v.array(v.string()),
  accountId: v.string(),
  username: v.string(),
  currency: v.string(),
  locale: v.string(),
  /** Present while the player has not accepted the current terms of use: the document to show. */
  fileName: v.optional(v.string()),
});
export type SessionTokens = v.InferOutput<typeof sessionTokensSchema>;
export const sessionTokensResponseSchema = v.object({ data: sessionTokensSchema });
export type SessionTokensResponse = v.InferOutput<typeof sessionTokensResponseSchema>;

/**
 * GET /api/accounts/me/terms: whether the session's account has accepted the current terms of use.
 * The account records the acceptance, so a player is asked once, whatever browser they come back on.
 */
export const termsStatusSchema = v.object({
  /** The document to accept, while the account has not accepted it; null once it has. */
  fileName: v.nullable(v.string()),
});
export type TermsStatus = v.InferOutput<typeof termsStatusSchema>;

/** GET /xapi/icore/checkplayer. */
export const checkPlayerResponseSchema = v.object({ valid: v.boolean(), username: v.string(), accountId: v.string() });
export type CheckPlayerResponse = v.InferOutput<typeof checkPlayerResponseSchema>;

/** Spec §3 Profile: GET {operator}/accounts/me/profile. */
export const profileSchema = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  lastLoginDate: v.nullable(v.string()),
  registerDate: v.string(),
  currency: v.string(),
  residence: v.object({ countryCode: v.string() }),
  selfExcluded: v.boolean(),
  accountStatus: v.string(),
  accountCode: v.string(),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** POST {operator}/accounts/me/game-launch-url. */
export const gameLaunchRequestSchema = v.object({
  flashClient: v.optional(v.boolean()),
  gameCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,50}$/)),
  integrationChannelCode: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
export type GameLaunchRequest = v.InferOutput<typeof gameLaunchRequestSchema>;
export const gameLaunchResponseSchema = v.object({ tokenSession: v.string(), url: v.string() });
export type GameLaunchResponse = v.InferOutput<typeof gameLaunchResponseSchema>;

/** Spec §3 Player details: GET /xapi/icore/players/{id}/details, PUT .../{username}/details. */
export const playerDetailsSchema = v.object({
  alsId: v.string(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  priceFormat: v.string(),
  holdWithdraw: v.boolean(),
  vipLevel: id,
  enableStreamFullScreen: v.boolean(),
  accountNumber: v.string(),
  defaultStake: v.number(),
  registrationDateTime: v.string(),
  locale: v.string(),
  currency: v.string(),
  countryCode: v.string(),
  playerCreatedByAgent: v.boolean(),
  isRememberStake: v.boolean(),
  avayaSToken: v.string(),
  excludedFromPromotions: v.boolean(),
});
export type PlayerDetails = v.InferOutput<typeof playerDetailsSchema>;

/** Fields a player may change with PUT .../details, and nothing else. */
export const playerDetailsUpdateSchema = v.strictObject({
  priceFormat: v.optional(v.picklist(ODDS_FORMATS)),
  enableStreamFullScreen: v.optional(v.boolean()),
  defaultStake: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9))),
  locale: v.optional(localeCode),
  isRememberStake: v.optional(v.boolean()),
  firstName: v.optional(name),
  lastName: v.optional(name),
});
export type PlayerDetailsUpdate = v.InferOutput<typeof playerDetailsUpdateSchema>;

const accountPrefsEntries = {
  price_format: v.picklist(ODDS_FORMATS),
  layout: v.picklist(['asian', 'euro', 'thai']),
  default_stake: v.pipe(v.number(), v.minValue(0), v.maxValue(1e9)),
  sort_by: v.picklist(['time', 'competition']),
  accept_higher_odds: v.boolean(),
  theme: v.picklist(THEME_MODES),
};
/** Spec §3 Account preferences: GET and PATCH /xapi/rest/accounts/{accountId}/accountPrefs. */
export const accountPrefsSchema = v.object(accountPrefsEntries);
export type AccountPrefs = v.InferOutput<typeof accountPrefsSchema>;
/** The PATCH body: one or more preferences, nothing else. */
export const accountPrefsChangeSchema = v.pipe(v.strictObject(v.partial(accountPrefsSchema).entries), v.minEntries(1));

/** Spec §3 Account info: GET /xapi/rest/accounts/{accountId}/info. */
export const accountInfoSchema = v.object({
  accountId: v.string(),
  username: v.string(),
  currency: v.string(),
  nonBettor: v.boolean(),
  nonDepositor: v.boolean(),
  firstLoginTime: v.nullable(v.string()),
  /** When the account was opened (as in Player details), for the just_registered adverts (spec §4); not in §3's list. */
  registrationDateTime: v.optional(v.string()),
  wasSetRealMoneyBonuses: v.boolean(),
  realMoneyBonuses: v.boolean(),
  /** With includeTransactionsInfo=true. */
  transactionsInfo: v.optional(v.object({ deposits: id, bets: id, lastTransactionTime: v.nullable(v.string()) })),
  /** With includePromotionalInfo=true. */
  promotionalInfo: v.optional(v.object({ promoCash: v.number(), excludedFromPromotions: v.boolean() })),
});
export type AccountInfo = v.InferOutput<typeof accountInfoSchema>;

/** PUT /xapi/rest/accounts/{accountId}. */
export const accountUpdateSchema = v.strictObject({
  wasSetRealMoneyBonuses: v.optional(v.boolean()),
  realMoneyBonuses: v.optional(v.boolean()),
});
export type AccountUpdate = v.InferOutput<typeof accountUpdateSchema>;

/** Spec §3 Wallet, mapped wallet 'sportsbook'. */
const sportsbookWalletEntries = {
  /** Total, major units. */
  balance: v.number(),
  /** Bonus money. */
  promoCash: v.number(),
  totalLeftToWager: v.number(),
  /** Real money. */
  withdrawableAmount: v.number(),
};
export type SportsbookWallet = v.InferOutput<v.ObjectSchema<typeof sportsbookWalletEntries, undefined>>;

/** GET {wallet base}/accounts/me/balance. */
export const walletBalanceResponseSchema = v.object({
  currency: v.string(),
  balance: v.number(),
  wallets: v.object({ sportsbook: v.object(sportsbookWalletEntries) }),
});
export type WalletBalanceResponse = v.InferOutput<typeof walletBalanceResponseSchema>;

/** POST /api/accounts/me/deposits: the wallet after the deposit and the first-deposit bonus it earned (0 for none). */
export const depositResponseSchema = v.object({
  ...walletBalanceResponseSchema.entries,
  bonus: v.pipe(v.number(), v.minValue(0)),
});
export type DepositResponse = v.InferOutput<typeof depositResponseSchema>;

/** GET /xapi/icore/players/{username}/balance/sportsbook. */
export const sportsbookBalanceResponseSchema = v.object({ ...sportsbookWalletEntries, currency: v.string() });
export type SportsbookBalanceResponse = v.InferOutput<typeof sportsbookBalanceResponseSchema>;

const walletTransactionSchema = v.object({
  id,
  kind: v.picklist(WALLET_TRANSACTION_KINDS),
  /** REAL money or PROMO (bonus) money; balanceAfter is that pocket's balance. */
  pocket: v.picklist(['REAL', 'PROMO']),
  amount: v.number(),
  balanceAfter: v.number(),
  betId: v.nullable(id),
  description: v.string(),
  createdAt: v.string(),
});
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

/** GET /api/accounts/me/transactions (demo cashier history). */
export const walletTransactionsResponseSchema = v.object({
  currency: v.string(),
  balance: v.number(),
  transactions: v.array(walletTransactionSchema),
});
export type WalletTransactionsResponse = v.InferOutput<typeof walletTransactionsResponseSchema>;
