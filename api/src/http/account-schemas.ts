/** JSON schemas of the auth, account and wallet contract types (see contract-schemas.ts for why). */
import type {
  AccountInfo,
  AccountPrefs,
  AuthenticateResponse,
  AuthStepResponse,
  CheckPlayerResponse,
  GameLaunchResponse,
  LoginDetails,
  PlayerDetails,
  Profile,
  SecurityQuestionResponse,
  SessionResponse,
  SessionTokensResponse,
  SportsbookBalanceResponse,
  ThirdPartyProvider,
  WalletBalanceResponse,
  WalletTransactionsResponse,
} from '@sportsbook/contracts';
import { boolean, integer, nullableString, number, schema, string } from './typed-schema';

export const authenticateResponseSchema = schema<AuthenticateResponse>({
  type: 'object',
  properties: { success: boolean, otp: { type: 'boolean', nullable: true }, username: string },
  required: ['success', 'otp', 'username'],
});

export const authStepResponseSchema = schema<AuthStepResponse>({
  type: 'object',
  properties: { success: boolean, status: { type: 'string', enum: ['SUCCESS', 'FAILURE'] }, result: string, message: string },
  required: ['success', 'status', 'result', 'message'],
});

export const securityQuestionResponseSchema = schema<SecurityQuestionResponse>({
  type: 'object',
  properties: { ...authStepResponseSchema.properties, question: string },
  required: ['success', 'status', 'result', 'message', 'question'],
});

export const sessionResponseSchema = schema<SessionResponse>({
  type: 'object',
  properties: {
    id: string,
    username: string,
    jwe_token: string,
    currency: string,
    locale: string,
    icore_player_id: string,
    icore_token: string,
    icore_betradar_virtuals_token: string,
    icore_esports_bull_token: string,
    icore_kiron_token: string,
    icore_scout_token: string,
    icore_powerball_token: string,
    is_partner_matrix_affiliate: boolean,
    expires_in: integer,
    expires_at: integer,
  },
  required: [
    'id',
    'username',
    'jwe_token',
    'currency',
    'locale',
    'icore_player_id',
    'icore_token',
    'icore_betradar_virtuals_token',
    'icore_esports_bull_token',
    'icore_kiron_token',
    'icore_scout_token',
    'icore_powerball_token',
    'is_partner_matrix_affiliate',
    'expires_in',
    'expires_at',
  ],
});

const PROVIDERS: readonly ThirdPartyProvider[] = [
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
];

export const loginDetailsSchema = schema<LoginDetails>({
  type: 'object',
  properties: {
    alsPlayerId: string,
    alsToken: string,
    betradarToken: string,
    currency: string,
    dstToken: string,
    email: string,
    esportsBullToken: string,
    expirationTimeInSeconds: integer,
    externalPlayerId: string,
    externalSessionToken: string,
    firstName: string,
    highlightToken: string,
    kironToken: string,
    locale: string,
    priceFormat: string,
    isPartnerMatrixAffiliate: boolean,
    scoutToken: string,
    thirdPartyTokens: {
      type: 'object',
      properties: Object.fromEntries(PROVIDERS.map((p) => [p, string])) as Record<ThirdPartyProvider, typeof string>,
      required: PROVIDERS,
    },
    vipLevel: integer,
    username: string,
    jweToken: string,
    authExecuted: boolean,
    question: nullableString,
    savedUsername: string,
  },
  required: [
    'alsPlayerId',
    'alsToken',
    'currency',
    'email',
    'expirationTimeInSeconds',
    'firstName',
    'locale',
    'priceFormat',
    'thirdPartyTokens',
    'vipLevel',
    'username',
    'jweToken',
    'authExecuted',
    'question',
    'savedUsername',
  ],
});

export const sessionTokensResponseSchema = schema<SessionTokensResponse>({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        accessToken: string,
        expiresIn: integer,
        maxAge: integer,
        scopes: { type: 'array', items: string },
        accountId: string,
        username: string,
        currency: string,
        locale: string,
        fileName: string,
      },
      required: ['accessToken', 'expiresIn', 'maxAge', 'scopes', 'accountId', 'username', 'currency', 'locale'],
    },
  },
  required: ['data'],
});

export const checkPlayerResponseSchema = schema<CheckPlayerResponse>({
  type: 'object',
  properties: { valid: boolean, username: string, accountId: string },
  required: ['valid', 'username', 'accountId'],
});

export const profileSchema = schema<Profile>({
  type: 'object',
  properties: {
    email: string,
    firstName: string,
    lastName: string,
    lastLoginDate: nullableString,
    registerDate: string,
    currency: string,
    residence: { type: 'object', properties: { countryCode: string }, required: ['countryCode'] },
    selfExcluded: boolean,
    accountStatus: string,
    accountCode: string,
  },
  required: [
    'email',
    'firstName',
    'lastName',
    'lastLoginDate',
    'registerDate',
    'currency',
    'residence',
    'selfExcluded',
    'accountStatus',
    'accountCode',
  ],
});

export const gameLaunchResponseSchema = schema<GameLaunchResponse>({
  type: 'object',
  properties: { tokenSession: string, url: string },
  required: ['tokenSession', 'url'],
});

export const playerDetailsSchema = schema<PlayerDetails>({
  type: 'object',
  properties: {
    alsId: string,
    username: string,
    firstName: string,
    lastName: string,
    email: string,
    priceFormat: string,
    holdWithdraw: boolean,
    vipLevel: integer,
    enableStreamFullScreen: boolean,
    accountNumber: string,
    defaultStake: number,
    registrationDateTime: string,
    locale: string,
    currency: string,
    countryCode: string,
    playerCreatedByAgent: boolean,
    isRememberStake: boolean,
    avayaSToken: string,
    excludedFromPromotions: boolean,
  },
  required: [
    'alsId',
    'username',
    'firstName',
    'lastName',
    'email',
    'priceFormat',
    'holdWithdraw',
    'vipLevel',
    'enableStreamFullScreen',
    'accountNumber',
    'defaultStake',
    'registrationDateTime',
    'locale',
    'currency',
    'countryCode',
    'playerCreatedByAgent',
    'isRememberStake',
    'avayaSToken',
    'excludedFromPromotions',
  ],
});

export const accountPrefsSchema = schema<AccountPrefs>({
  type: 'object',
  properties: {
    price_format: { type: 'string', enum: ['euro', 'hk', 'us', 'malay', 'indo'] },
    layout: { type: 'string', enum: ['asian', 'euro', 'thai'] },
    default_stake: { type: 'number', minimum: 0, maximum: 1e9 },
    sort_by: { type: 'string', enum: ['time', 'competition'] },
    accept_higher_odds: boolean,
    theme: { type: 'string', enum: ['dark', 'light', 'system'] },
  },
  required: ['price_format', 'layout', 'default_stake', 'sort_by', 'accept_higher_odds', 'theme'],
});

export const accountInfoSchema = schema<AccountInfo>({
  type: 'object',
  properties: {
    accountId: string,
    username: string,
    currency: string,
    nonBettor: boolean,
    nonDepositor: boolean,
    firstLoginTime: nullableString,
    wasSetRealMoneyBonuses: boolean,
    realMoneyBonuses: boolean,
    transactionsInfo: {
      type: 'object',
      properties: { deposits: integer, bets: integer, lastTransactionTime: nullableString },
      required: ['deposits', 'bets', 'lastTransactionTime'],
    },
    promotionalInfo: {
      type: 'object',
      properties: { promoCash: number, excludedFromPromotions: boolean },
      required: ['promoCash', 'excludedFromPromotions'],
    },
  },
  required: [
    'accountId',
    'username',
    'currency',
    'nonBettor',
    'nonDepositor',
    'firstLoginTime',
    'wasSetRealMoneyBonuses',
    'realMoneyBonuses',
  ],
});

const sportsbookWallet = {
  balance: number,
  promoCash: number,
  totalLeftToWager: number,
  withdrawableAmount: number,
} as const;

export const walletBalanceResponseSchema = schema<WalletBalanceResponse>({
  type: 'object',
  properties: {
    currency: string,
    balance: number,
    wallets: {
      type: 'object',
      properties: {
        sportsbook: {
          type: 'object',
          properties: sportsbookWallet,
          required: ['balance', 'promoCash', 'totalLeftToWager', 'withdrawableAmount'],
        },
      },
      required: ['sportsbook'],
    },
  },
  required: ['currency', 'balance', 'wallets'],
});

export const sportsbookBalanceResponseSchema = schema<SportsbookBalanceResponse>({
  type: 'object',
  properties: { ...sportsbookWallet, currency: string },
  required: ['balance', 'promoCash', 'totalLeftToWager', 'withdrawableAmount', 'currency'],
});

export const walletTransactionsResponseSchema = schema<WalletTransactionsResponse>({
  type: 'object',
  properties: {
    currency: string,
    balance: number,
    transactions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          kind: { type: 'string', enum: ['DEPOSIT', 'BONUS', 'BET_STAKE', 'BET_WIN', 'BET_REFUND', 'CASHOUT'] },
          pocket: { type: 'string', enum: ['REAL', 'PROMO'] },
          amount: number,
          balanceAfter: number,
          betId: { type: 'integer', nullable: true },
          description: string,
          createdAt: string,
        },
        required: ['id', 'kind', 'pocket', 'amount', 'balanceAfter', 'betId', 'description', 'createdAt'],
      },
    },
  },
  required: ['currency', 'balance', 'transactions'],
});
