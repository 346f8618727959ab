import { DEMO_ACCOUNTS } from '../accounts/demo-accounts';
/** A server for tests: in-memory data, a controllable clock and a simulator ticked by hand. */
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../config';
import type { AppContext } from '../context';
import { contextOf, createServer } from '../server';

/** A fixed instant (a Saturday noon, UTC) so generated fixtures and prices are the same on every run. */
export const TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

function testClock(start = TEST_NOW): TestClock {
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  return clock;
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  ctx: AppContext;
  /** Moves the clock and lets the simulator catch up in one tick. */
  play(ms: number): void;
}

export async function testServer(options: ServerOptions & { testClock?: TestClock } = {}): Promise<TestServer> {
  const clock = options.testClock ?? testClock();
  const app = await createServer({
    seed: 7,
    dataDir: ':memory:',
    ...options,
    clock: () => clock.now,
    live: { tickMs: 0, ...options.live },
  });
  // injectWS needs the upgrade listener that ready() installs.
  await app.ready();
  const ctx = contextOf(app);
  return {
    app,
    clock,
    ctx,
    play(ms) {
      clock.advance(ms);
      ctx.simulator.tick();
    },
  };
}

export interface LoggedIn {
  accountId: string;
  token: string;
  /** Cookie header carrying the session, as a browser would send it. */
  cookie: string;
  headers: { cookie: string };
}

/** Logs a plain-login demo account in through the header-login flow, on its own brand's site. */
export async function loginAs(app: FastifyInstance, username = 'demo', password = 'demo123'): Promise<LoggedIn> {
  const brand = DEMO_ACCOUNTS.find((d) => d.account.username === username)?.account.brand ?? 'eu';
  const authenticate = await app.inject({
    method: 'POST',
    url: '/api/auth/en/api/plugins/component/route/header_login/authenticate',
    headers: { 'x-sb-brand': brand },
    payload: { username, password, product: 'sportsbook' },
  });
  if (authenticate.statusCode !== 200) throw new Error(`login of ${username} failed: ${authenticate.body}`);
  const loginCookie = authenticate.cookies.find((c) => c.name === 'sb_login');
  const integrate = await app.inject({
    method: 'POST',
    url: '/api/auth/en/api/plugins/module/route/als_integration/integrate',
    cookies: { sb_login: loginCookie?.value ?? '' },
  });
  if (integrate.statusCode !== 200) throw new Error(`integrate of ${username} failed: ${integrate.body}`);
  const session = integrate.json<{ id: string; jwe_token: string }>();
  const cookie = `sb_session=${session.jwe_token}`;
  return { accountId: session.id, token: session.jwe_token, cookie, headers: { cookie } };
}

let playerCount = 0;

/**
 * A new funded player with a session, made directly in the store (no scrypt, no login round trip)
 * so tests that share a server each get a wallet of their own.
 */
export function freshPlayer(server: TestServer, options: { brand?: 'eu' | 'ke' | 'vn'; deposit?: number } = {}): LoggedIn {
  const { ctx } = server;
  const demo = ctx.accounts.byUsername('demo');
  if (!demo) throw new Error('demo account missing');
  const brand = options.brand ?? 'eu';
  const currency = { eu: 'EUR', ke: 'KES', vn: 'VND' }[brand];
  const id = String(900_000 + ++playerCount);
  ctx.accounts.insert({ ...demo, id, username: `player${id}`, brand, currency, email: `${id}@test`, createdAt: ctx.clock() });
  ctx.wallets.open(id, currency);
  // deposit 0: a player who has never deposited (the first-deposit bonus, the just-registered audience).
  const depositMinor = Math.round((options.deposit ?? 1000) * 100);
  if (depositMinor > 0)
    ctx.db.transaction(() =>
      ctx.wallets.post(id, { kind: 'DEPOSIT', pocket: 'REAL', amountMinor: depositMinor, description: 'Test deposit' }),
    )();
  const session = ctx.auth.sessionWithoutLogin(ctx.accounts.byId(id) as NonNullable<ReturnType<typeof ctx.accounts.byId>>);
  const cookie = `sb_session=${session.token}`;
  return { accountId: id, token: session.token, cookie, headers: { cookie } };
}

/** The one server a test file's tests share: started before them, closed after them. */
export function serverForFile(): { readonly app: FastifyInstance } {
  const holder = {} as { app: FastifyInstance };
  beforeAll(async () => {
    ({ app: holder.app } = await testServer());
  });
  afterAll(() => holder.app.close());
  return holder;
}

/** The one server a test file's tests share, and a new funded eu player for each test. */
export function serverAndPlayerForFile(): { readonly server: TestServer; readonly player: LoggedIn } {
  const holder = {} as { server: TestServer; player: LoggedIn };
  beforeAll(async () => {
    holder.server = await testServer();
  });
  afterAll(() => holder.server.app.close());
  beforeEach(() => {
    holder.player = freshPlayer(holder.server);
  });
  return holder;
}
