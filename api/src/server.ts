/**
 * Builds the operator API: one Fastify instance with the store, the catalogue, the live simulator
 * and every route module wired to them. It does not listen; main.ts does, and tests use inject().
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_PORTS } from '@sportsbook/contracts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerCashierRoutes } from './cashier/cashier-routes';
import { registerRegistrationRoutes } from './accounts/registration-routes';
import { playGuard } from './safer-play/play-guard';
import { registerPlaySafetyRoutes } from './safer-play/play-safety-routes';
import { PlayLimits } from './safer-play/play-limits';
import { AccountStore } from './accounts/account-store';
import { seedDemoAccounts } from './accounts/demo-accounts';
import { registerAuthRoutes } from './auth/auth-routes';
import { AuthService } from './auth/auth-service';
import { TokenSigner } from './auth/tokens';
import { registerBettingRoutes } from './betting/betting-routes';
import { BettingService } from './betting/betting-service';
import { RetailCodes } from './betting/retail-codes';
import { Catalogue } from './catalogue/catalogue';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { registerOddsRoutes } from './catalogue/odds-routes';
import {
  DEFAULT_AUTH,
  DEFAULT_DATA_DIR,
  DEFAULT_LIVE,
  DEFAULT_LIVE_BET_DELAY_SECONDS,
  DEFAULT_SEED,
  DEFAULT_SESSION_MAX_AGE_SECONDS,
  DEFAULT_TRUSTED_PROXIES,
  defaultSiteOrigins,
  type ServerOptions,
} from './config';
import { registerContentRoutes } from './content/content-routes';
import type { AppContext } from './context';
import { nextSequence, openDatabase, serverSetting, type Db } from './db/database';
import { registerGameRoutes } from './demo-games/game-routes';
import { registerHealthRoutes } from './health/health-routes';
import { badRequest } from './http/api-error';
import { registerErrorHandling } from './http/error-handler';
import { registerCrossSiteChecks } from './http/cross-site';
import { registerInputGuards } from './http/input-guards';
import { registerBoundedJsonParser, REQUEST_LIMITS } from './http/request-limits';
import { Jackpots } from './jackpot/jackpots';
import { registerJackpotRoutes } from './jackpot/jackpot-routes';
import { JackpotSettlement } from './jackpot/jackpot-settlement';
import { registerFeedRoutes } from './live-feed/feed-routes';
import { registerLiveRoutes } from './live/live-routes';
import { LiveSimulator } from './live/simulator';
import { createPlainLogger } from './logging/plain-logger';
import { registerMediaRoutes } from './media/media-routes';
import { outcomeResult, placeResult } from './settlement/market-results';
import { registerMaintenancePage } from './site-access/maintenance-page';
import { registerSiteAccess } from './site-access/site-access';
import { registerStreamRoutes } from './streams/stream-routes';
import { Wallets } from './wallet/wallet';

export type { ServerOptions } from './config';

/** In-play-only fixtures get ids from here on, persisted so they never repeat across restarts. */
const LIVE_EVENT_ID_BASE = 50_000_000;

const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;

const contexts = new WeakMap<FastifyInstance, AppContext>();

/** The services behind a server, for tests and tools that drive the simulator or the clock directly. */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('not a sportsbook API server');
  return ctx;
}

export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? Date.now;
  const logger = createPlainLogger(options.logLevel ?? 'silent');
  const app = createHttpLayer(options, logger);
  const db = openDatabase(options.dataDir ?? DEFAULT_DATA_DIR);
  const accounts = new AccountStore(db);
  const playLimits = new PlayLimits(db, clock);
  const wallets = new Wallets(db, clock, playGuard(playLimits, accounts, clock));
  seedDemoAccounts(db, accounts, wallets, clock());
  const auth = createAuth(options, db, accounts, clock, logger);
  const { catalogue, simulator, betting, stop } = startBook(options, db, accounts, wallets, playLimits, clock, logger);
  app.addHook('onClose', async () => {
    stop();
    db.close();
  });
  const ctx: AppContext = {
    clock,
    db,
    catalogue,
    simulator,
    jackpots: new Jackpots(catalogue, clock),
    accounts,
    wallets,
    playLimits,
    auth,
    betting,
    retailCodes: new RetailCodes(db, clock),
    startedAt: Date.now(),
    version: packageVersion(),
  };
  contexts.set(app, ctx);
  // A phone on slow 4G pays for every byte: JSON shrinks 5–10× (the live list from 170 kB). Brotli at
  // quality 4 costs about what gzip does per request; the default 11 would be too slow to run per answer.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRoutes(app, ctx);
  return app;
}

/** Fastify with the checks every request passes before a route: size, shape, origin and site access. */
function createHttpLayer(options: ServerOptions, logger: FastifyBaseLogger): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: REQUEST_LIMITS.bodyBytes,
    // Proxied by the shell's server: X-Forwarded-* is believed from the configured proxies only.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An unknown key is refused (input-guards.ts closes body schemas), never silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
  });
  registerErrorHandling(app);
  registerBoundedJsonParser(app);
  registerInputGuards(app);
  registerCrossSiteChecks(app, options.siteOrigins ?? defaultSiteOrigins(DEFAULT_PORTS.shell));
  registerSiteAccess(app, { maintenance: options.maintenance ?? false, adminKey: options.adminKey });
  // The header-login form posts urlencoded fields (spec §7 "form: username, password, product").
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    } catch {
      done(badRequest('Malformed form body', 'MALFORMED_FORM'), undefined);
    }
  });
  return app;
}

function createAuth(
  options: ServerOptions,
  db: Db,
  accounts: AccountStore,
  clock: () => number,
  logger: FastifyBaseLogger,
): AuthService {
  const authConfig = { ...DEFAULT_AUTH, ...options.auth };
  const secret = authConfig.tokenSecret ?? serverSetting(db, 'token_secret', () => randomBytes(32).toString('base64url'));
  const sessionMaxAgeSeconds = Math.max(
    authConfig.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS,
    authConfig.sessionTtlSeconds,
  );
  return new AuthService(db, accounts, new TokenSigner(secret), clock, { ...authConfig, sessionMaxAgeSeconds }, logger);
}

/** Settles each event's bets when it ends, then the jackpot pools that event completes. */
function settleWhenFinished(simulator: LiveSimulator, betting: BettingService, jackpots: JackpotSettlement): void {
  simulator.whenFinished((record, state) => {
    const marketOf = (leg: { market_id: number }) => record.event.markets.find((m) => m.id === leg.market_id);
    betting.settleEvent(
      record.event.id,
      (leg) => {
        const market = marketOf(leg);
        return market ? outcomeResult(market, leg.outcome_id, state) : 'VOID';
      },
      (leg) => {
        const market = marketOf(leg);
        return market ? placeResult(market, leg.outcome_id, state) : 'VOID';
      },
    );
    jackpots.settleDecided();
  });
}

/** The book: the catalogue, the live simulator that moves it, and betting, which settles on it. */
function startBook(
  options: ServerOptions,
  db: Db,
  accounts: AccountStore,
  wallets: Wallets,
  playLimits: PlayLimits,
  clock: () => number,
  logger: FastifyBaseLogger,
) {
  const live = { ...DEFAULT_LIVE, ...options.live };
  const catalogue = new Catalogue(options.seed ?? DEFAULT_SEED, clock);
  const simulator = new LiveSimulator({
    catalogue,
    random: catalogue.random.fork('live'),
    clock,
    speed: live.speed,
    targetLiveEvents: live.events,
    nextEventId: () => nextSequence(db, 'live_event_id', LIVE_EVENT_ID_BASE),
    loadPriceChangesPerSecond: live.loadPriceChangesPerSecond,
    onError: (error) => logger.error({ err: error }, 'live simulator tick failed'),
  });
  const betting = new BettingService(db, catalogue, simulator, accounts, wallets, playLimits, clock, {
    liveDelaySeconds: options.liveBetDelaySeconds ?? DEFAULT_LIVE_BET_DELAY_SECONDS,
  });
  const jackpots = new JackpotSettlement(db, betting.store, wallets, clock);
  settleWhenFinished(simulator, betting, jackpots);
  // Listening before init: fixtures that ended while the server was down settle during it.
  simulator.init();
  betting.voidOrphanedLegs();
  jackpots.settleDecided();
  let resolver: NodeJS.Timeout | undefined;
  if (live.tickMs > 0) {
    simulator.start(live.tickMs);
    // Live slips are decided when their delay ends even if the player never asks for the status, and
    // auto cash-out rules fire while nobody is looking.
    resolver = setInterval(() => {
      try {
        betting.resolveDue();
        betting.runAutoCashouts();
      } catch (error) {
        logger.error({ err: error }, 'deciding pending bets failed');
      }
    }, 500);
    resolver.unref();
  }
  const stop = () => {
    simulator.stop();
    clearInterval(resolver);
  };
  return { catalogue, simulator, betting, stop };
}

async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerHealthRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerOddsRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerJackpotRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPlaySafetyRoutes(app, ctx);
  registerCashierRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerBettingRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerMediaRoutes(app);
  registerMaintenancePage(app);
  registerStreamRoutes(app, ctx);
  await registerFeedRoutes(app, ctx);
}
