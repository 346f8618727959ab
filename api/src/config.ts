/** Server options and how they are read from the environment (documented in api/README.md). */
import path from 'node:path';
import { BRAND_IDS, resolvePort } from '@sportsbook/contracts';
import { isLogLevel, type LogLevel } from './logging/plain-logger';

export interface ServerOptions {
  /** Seed of the generated catalogue and simulator. */
  seed?: number;
  /** Folder of the SQLite file; ':memory:' keeps everything in memory (tests). */
  dataDir?: string;
  /** Time source (epoch ms), replaceable in tests. */
  clock?: () => number;
  logLevel?: LogLevel;
  live?: Partial<LiveOptions>;
  auth?: Partial<AuthConfig>;
  /** Seconds a slip with a live selection waits before it is accepted or rejected (LIVE_BET_DELAY_SECONDS). */
  liveBetDelaySeconds?: number;
  /** Start with every API call sent to the maintenance page (SB_MAINTENANCE=1). */
  maintenance?: boolean;
  /** Key of POST /api/admin/maintenance (SB_ADMIN_KEY); without one that route does not exist. */
  adminKey?: string;
  /** Origins whose pages may change state (SITE_ORIGINS, comma-separated): the site's, and any embedding parent that calls the API itself. */
  siteOrigins?: string[];
  /** Proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXIES, comma-separated addresses or CIDRs). */
  trustedProxies?: string[];
}

export interface AuthConfig {
  /** Session token lifetime (SESSION_TTL_SECONDS); refresh extends it by this much. */
  sessionTtlSeconds: number;
  /** Absolute session lifetime from login (SESSION_MAX_AGE_SECONDS); at least the TTL. */
  sessionMaxAgeSeconds?: number;
  /** HMAC secret of tokens (TOKEN_SECRET); without one a random secret is kept in the database. */
  tokenSecret?: string;
  /** Tests only (OTP_FIXED_CODE): every one-time code is this. */
  otpFixedCode?: string;
}

export interface LiveOptions {
  /** Match seconds per real second (LIVE_SPEED). */
  speed: number;
  /** Live events kept in play (LIVE_EVENTS). */
  events: number;
  /** Simulator tick in ms; 0 leaves ticking to the caller (tests call tick()). */
  tickMs: number;
  /** Load mode: extra price changes per second (LIVE_LOAD_RATE with LIVE_LOAD=1). */
  loadPriceChangesPerSecond: number;
}

export interface MainConfig {
  host: string;
  port: number;
  options: ServerOptions;
}

export const DEFAULT_SEED = 1;
/** The shell's server proxies to the API from this machine; nobody else's X-Forwarded-* is believed. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The site's own origins when SITE_ORIGINS is not set: the shell on this machine's port, under its
 * own name and each brand's development host name (`ke.localhost`, as shell/brands/hosts.json maps them).
 */
export const defaultSiteOrigins = (shellPort: number) => [
  `http://localhost:${shellPort}`,
  `http://127.0.0.1:${shellPort}`,
  ...BRAND_IDS.map((brand) => `http://${brand}.localhost:${shellPort}`),
];

const listFrom = (raw: string | undefined): string[] | undefined =>
  raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

function originList(raw: string): string[] {
  const origins = listFrom(raw) ?? [];
  const bad = origins.find((o) => !/^https?:\/\/[^/\s:]+(:(\d+|\*))?$/.test(o));
  if (bad) throw new Error(`SITE_ORIGINS: "${bad}" is not an origin like https://www.example.com or http://localhost:*`);
  return origins;
}
export const DEFAULT_LIVE: LiveOptions = { speed: 1, events: 48, tickMs: 1000, loadPriceChangesPerSecond: 0 };
export const DEFAULT_LIVE_BET_DELAY_SECONDS = 5;
export const DEFAULT_AUTH: AuthConfig = { sessionTtlSeconds: 3600 };
/** A working day: after it the player logs in again, however often the session was refreshed. */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 12 * 3600;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', 'data');

function numberFrom(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  check: (n: number) => boolean,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`${name}="${raw}" is not valid`);
  return value;
}

function otpCode(value: string): string {
  if (!/^\d{6}$/.test(value)) throw new Error(`OTP_FIXED_CODE="${value}" must be 6 digits`);
  return value;
}

function adminKey(value: string): string {
  // A short key could be guessed; the switch takes the whole API down.
  if (value.length < 16) throw new Error('SB_ADMIN_KEY must be at least 16 characters');
  return value;
}

/** Reads and validates the environment; throws a message naming the bad variable. */
export function configFromEnv(env: Record<string, string | undefined>): MainConfig {
  const load = env.LIVE_LOAD === '1' || env.LIVE_LOAD === 'true';
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!isLogLevel(logLevel))
    throw new Error(`LOG_LEVEL="${logLevel}" is not one of trace, debug, info, warn, error, fatal, silent`);
  return {
    host: env.HOST || '127.0.0.1',
    port: resolvePort('api', env),
    options: {
      seed: numberFrom(env, 'SEED', DEFAULT_SEED, Number.isInteger),
      dataDir: env.API_DATA_DIR || DEFAULT_DATA_DIR,
      logLevel,
      liveBetDelaySeconds: numberFrom(env, 'LIVE_BET_DELAY_SECONDS', DEFAULT_LIVE_BET_DELAY_SECONDS, (n) => n >= 0 && n <= 60),
      maintenance: env.SB_MAINTENANCE === '1' || env.SB_MAINTENANCE === 'true',
      siteOrigins: env.SITE_ORIGINS ? originList(env.SITE_ORIGINS) : defaultSiteOrigins(resolvePort('shell', env)),
      trustedProxies: listFrom(env.TRUSTED_PROXIES) ?? DEFAULT_TRUSTED_PROXIES,
      ...(env.SB_ADMIN_KEY ? { adminKey: adminKey(env.SB_ADMIN_KEY) } : {}),
      auth: {
        sessionTtlSeconds: numberFrom(
          env,
          'SESSION_TTL_SECONDS',
          DEFAULT_AUTH.sessionTtlSeconds,
          (n) => Number.isInteger(n) && n >= 60,
        ),
        ...(env.SESSION_MAX_AGE_SECONDS
          ? {
              sessionMaxAgeSeconds: numberFrom(env, 'SESSION_MAX_AGE_SECONDS', 0, (n) => Number.isInteger(n) && n >= 60),
            }
          : {}),
        ...(env.TOKEN_SECRET ? { tokenSecret: env.TOKEN_SECRET } : {}),
        ...(env.OTP_FIXED_CODE ? { otpFixedCode: otpCode(env.OTP_FIXED_CODE) } : {}),
      },
      live: {
        speed: numberFrom(env, 'LIVE_SPEED', DEFAULT_LIVE.speed, (n) => n > 0 && n <= 10_000),
        events: numberFrom(
          env,
          'LIVE_EVENTS',
          load ? 200 : DEFAULT_LIVE.events,
          (n) => Number.isInteger(n) && n >= 0 && n <= 2000,
        ),
        tickMs: numberFrom(env, 'LIVE_TICK_MS', load ? 50 : DEFAULT_LIVE.tickMs, (n) => Number.isInteger(n) && n >= 10),
        loadPriceChangesPerSecond: load ? numberFrom(env, 'LIVE_LOAD_RATE', 2000, (n) => n >= 0 && n <= 100_000) : 0,
      },
    },
  };
}
