/**
 * Account endpoints of spec §7 (info, preferences, player details, balances, profile, game launch)
 * (the demo cashier is in cashier/). Every one needs a session; an account id or
 * username in the path must be the session's own.
 */
import {
  accountInfoSchema,
  accountUpdateSchema,
  gameLaunchRequestSchema,
  playerDetailsUpdateSchema,
  gameLaunchResponseSchema,
  playerDetailsSchema,
  profileSchema,
  sportsbookBalanceResponseSchema,
  accountInfoEndpoint,
  accountPrefsEndpoint,
  updateAccountPrefsEndpoint,
  walletBalanceEndpoint,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { jsonSchemaOf } from '../http/json-schema';
import { accountParams, accountParamsSchema } from '../http/request-params';
import { routeOf } from '../http/route-of';
import type {
  AccountInfo,
  AccountPrefs,
  AccountUpdate,
  GameLaunchRequest,
  GameLaunchResponse,
  PlayerDetails,
  PlayerDetailsUpdate,
  Profile,
  SportsbookBalanceResponse,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { requireOwnAccount, requireOwnUsername, requireSession } from '../auth/request-auth';
import { BRANDS } from '../content/brands';
import { GAME_PROVIDERS } from '../content/settings';
import type { AppContext } from '../context';
import { toMajor } from '../wallet/money';
import { Bonuses } from '../wallet/bonuses';
import { sportsbookWallet, walletBalance } from '../wallet/wallet-views';
import { excludedFromPromotions, type Account } from './account-store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function prefsOf(account: Account): AccountPrefs {
  return {
    price_format: BRANDS[account.brand]?.defaultPriceFormat ?? 'euro',
    layout: 'euro',
    default_stake: 0,
    sort_by: 'time',
    accept_higher_odds: false,
    theme: 'system',
    ...account.prefs,
  };
}

function playerDetails(account: Account, avayaToken: string): PlayerDetails {
  const prefs = prefsOf(account);
  return {
    alsId: account.id,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    priceFormat: prefs.price_format,
    holdWithdraw: false,
    vipLevel: account.vipLevel,
    enableStreamFullScreen: false,
    accountNumber: account.id,
    defaultStake: prefs.default_stake,
    registrationDateTime: new Date(account.createdAt).toISOString(),
    locale: account.locale,
    currency: account.currency,
    countryCode: account.countryCode,
    playerCreatedByAgent: false,
    isRememberStake: false,
    avayaSToken: avayaToken,
    excludedFromPromotions: false,
    ...(account.details as Partial<PlayerDetails>),
    ...(account.playBreak ? { excludedFromPromotions: true } : {}),
  };
}

const usernameParams = jsonSchemaOf(v.object({ username: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }));

/** The bonus terms' view of an account (how far its bonus is wagered), read with its balance. */
const bonusesOf = (ctx: AppContext) => new Bonuses(ctx.db, ctx.wallets, ctx.clock);

const betCount = (ctx: AppContext, accountId: string) =>
  (
    ctx.db
      .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM bets WHERE account_id = ? AND status != 'REJECTED'")
      .get(accountId) as { n: number }
  ).n;

function accountInfo(
  ctx: AppContext,
  account: Account,
  query: { includeTransactionsInfo?: boolean; includePromotionalInfo?: boolean },
): AccountInfo {
  const { wallets } = ctx;
  const deposits = wallets.depositCount(account.id);
  const bets = betCount(ctx, account.id);
  const last = wallets.transactions(account.id, 1)[0];
  const wallet = wallets.get(account.id);
  return {
    accountId: account.id,
    username: account.username,
    currency: account.currency,
    nonBettor: bets === 0,
    nonDepositor: deposits === 0,
    firstLoginTime: iso(account.firstLoginAt),
    registrationDateTime: new Date(account.createdAt).toISOString(),
    wasSetRealMoneyBonuses: account.realMoneyBonuses?.wasSet ?? false,
    realMoneyBonuses: account.realMoneyBonuses?.enabled ?? false,
    ...(query.includeTransactionsInfo
      ? { transactionsInfo: { deposits, bets, lastTransactionTime: iso(last?.created_at ?? null) } }
      : {}),
    ...(query.includePromotionalInfo
      ? { promotionalInfo: { promoCash: toMajor(wallet.promoMinor), excludedFromPromotions: excludedFromPromotions(account) } }
      : {}),
  };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAccountInfoRoutes(app, ctx);
  registerAccountPrefsRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerOwnAccountRoutes(app, ctx);
}

/** The account record of spec §7: its info, and the real-money-bonus choice it carries. */
function registerAccountInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, accounts } = ctx;

  routeOf(
    app,
    accountInfoEndpoint,
    {
      params: accountParamsSchema,
      querystring: v.object({
        includeTransactionsInfo: v.optional(v.boolean()),
        includePromotionalInfo: v.optional(v.boolean()),
      }),
    },
    async (request) => accountInfo(ctx, requireOwnAccount(auth, request, request.params.accountId).account, request.query),
  );

  app.put<{ Params: { accountId: string }; Body: AccountUpdate; Reply: AccountInfo }>(
    '/xapi/rest/accounts/:accountId',
    {
      schema: {
        params: accountParams,
        body: jsonSchemaOf(accountUpdateSchema),
        response: { 200: jsonSchemaOf(accountInfoSchema) },
      },
    },
    async (request) => {
      const { account } = requireOwnAccount(auth, request, request.params.accountId);
      const current = account.realMoneyBonuses ?? { wasSet: false, enabled: false };
      accounts.saveRealMoneyBonuses(account.id, {
        wasSet: request.body.wasSetRealMoneyBonuses ?? current.wasSet,
        enabled: request.body.realMoneyBonuses ?? current.enabled,
      });
      return accountInfo(ctx, accounts.byId(account.id) ?? account, {});
    },
  );
}

function registerAccountPrefsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, accounts } = ctx;

  routeOf(app, accountPrefsEndpoint, { params: accountParamsSchema }, async (request) =>
    prefsOf(requireOwnAccount(auth, request, request.params.accountId).account),
  );

  routeOf(app, updateAccountPrefsEndpoint, { params: accountParamsSchema }, async (request) => {
    const { account } = requireOwnAccount(auth, request, request.params.accountId);
    const prefs = { ...account.prefs, ...request.body };
    accounts.savePrefs(account.id, prefs);
    return prefsOf({ ...account, prefs });
  });
}

/** The player's details and sportsbook balance, addressed by username as the icore API does. */
function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, accounts, wallets } = ctx;

  app.get<{ Params: { id: string }; Reply: PlayerDetails }>(
    '/xapi/icore/players/:id/details',
    {
      schema: {
        params: jsonSchemaOf(v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })),
        response: { 200: jsonSchemaOf(playerDetailsSchema) },
      },
    },
    async (request) => {
      const session = requireOwnUsername(auth, request, request.params.id);
      return playerDetails(session.account, auth.providerToken(session, 'AVAYA'));
    },
  );

  app.put<{ Params: { username: string }; Body: PlayerDetailsUpdate; Reply: PlayerDetails }>(
    '/xapi/icore/players/:username/details',
    {
      schema: {
        params: usernameParams,
        body: jsonSchemaOf(playerDetailsUpdateSchema),
        response: { 200: jsonSchemaOf(playerDetailsSchema) },
      },
    },
    async (request) => {
      const session = requireOwnUsername(auth, request, request.params.username);
      const { account } = session;
      const { firstName = account.firstName, lastName = account.lastName, locale = account.locale, ...rest } = request.body;
      const details = { ...account.details, ...rest };
      accounts.saveDetails(account.id, details, { firstName, lastName, locale });
      const updated = accounts.byId(account.id) ?? account;
      return playerDetails(updated, auth.providerToken(session, 'AVAYA'));
    },
  );

  app.get<{
    Params: { username: string };
    Querystring: { includeFullBalanceDetails?: boolean };
    Reply: SportsbookBalanceResponse;
  }>(
    '/xapi/icore/players/:username/balance/sportsbook',
    {
      schema: {
        params: usernameParams,
        querystring: jsonSchemaOf(v.object({ includeFullBalanceDetails: v.optional(v.boolean()) })),
        response: { 200: jsonSchemaOf(sportsbookBalanceResponseSchema) },
      },
    },
    async (request) => {
      const { account } = requireOwnUsername(auth, request, request.params.username);
      // First, since a bonus whose wagering is met turns into cash as it is read.
      const leftToWagerMinor = bonusesOf(ctx).leftToWagerMinor(account.id);
      const wallet = wallets.get(account.id);
      return { ...sportsbookWallet(wallet, leftToWagerMinor), currency: wallet.currency };
    },
  );
}

/** The session's own account: balance, profile and game launch. */
function registerOwnAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, wallets } = ctx;

  routeOf(app, walletBalanceEndpoint, {}, async (request) => {
    const { account } = requireSession(auth, request);
    const leftToWagerMinor = bonusesOf(ctx).leftToWagerMinor(account.id);
    return walletBalance(wallets.get(account.id), leftToWagerMinor);
  });

  app.get<{ Reply: Profile }>(
    '/api/accounts/me/profile',
    { schema: { response: { 200: jsonSchemaOf(profileSchema) } } },
    async (request) => {
      const { account } = requireSession(auth, request);
      return {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        lastLoginDate: iso(account.lastLoginAt),
        registerDate: new Date(account.createdAt).toISOString(),
        currency: account.currency,
        residence: { countryCode: account.countryCode },
        selfExcluded: account.selfExcluded,
        accountStatus: account.status,
        accountCode: account.id,
      };
    },
  );

  app.post<{ Body: GameLaunchRequest; Reply: GameLaunchResponse }>(
    '/api/accounts/me/game-launch-url',
    {
      schema: {
        body: jsonSchemaOf(gameLaunchRequestSchema),
        response: { 200: jsonSchemaOf(gameLaunchResponseSchema) },
      },
    },
    async (request) => {
      const session = requireSession(auth, request);
      const game = request.body.gameCode.toLowerCase();
      const tokenSession = auth.providerToken(session, game);
      // A third-party game opens its demo page; any other code (the sportsbook itself) just gets its token.
      const url = (GAME_PROVIDERS as readonly string[]).includes(game)
        ? `/api/demo-games/${game}?token=${tokenSession}&locale=${session.account.locale}`
        : `/${session.account.locale}/`;
      return { tokenSession, url };
    },
  );
}
