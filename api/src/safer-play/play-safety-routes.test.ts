import {
  BET_RESULT_CODES,
  PLAY_SAFETY_ERROR_CODES,
  apiErrorSchema,
  playBreakViewSchema,
  playLimitsResponseSchema,
  playTimeViewSchema,
  activitySummarySchema,
  saferGamblingHelpSchema,
  type ActivitySummary,
  type SaferGamblingHelp,
  type PlayTimeView,
  type ApiError,
  type BetslipPricingResponse,
  type EventsResponse,
  type PlacedBetslipResponse,
  type PlayBreakView,
  type PlayLimitView,
  type PlayLimitsResponse,
} from '@sportsbook/contracts';
import type { Account } from '../accounts/account-store';
import { accountOnBreak, identityOfAccount, identityOfPerson } from '../accounts/identity';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, loginAs, testServer, type LoggedIn, type TestServer } from '../testing/test-server';

const HOUR = 3_600_000;
let server: TestServer;
let player: LoggedIn;
let uuidCounter = 0;

/** A new session for the player, as after logging in again (the clock may have passed the old one's life). */
function logInAgain(): void {
  const session = server.ctx.auth.sessionWithoutLogin(server.ctx.accounts.byId(player.accountId) as Account);
  const cookie = `sb_session=${session.token}`;
  player = { accountId: player.accountId, token: session.token, cookie, headers: { cookie } };
}

/** A player whose funding deposit is older than every limit window, so limits start from nothing used. */
beforeEach(async () => {
  server = await testServer();
  player = freshPlayer(server, { deposit: 1000 });
  server.clock.advance(31 * 24 * HOUR);
  logInAgain();
});
afterEach(() => server.app.close());

const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, who = player) =>
  server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function setLimit(kind: string, period: string, amount: number | null) {
  const url = `/api/accounts/me/play-limits/${kind}/${period}`;
  const res = await (amount === null ? inject('DELETE', url) : inject('PUT', url, { amount }));
  expect(res.statusCode).toBe(200);
  return res.json<PlayLimitsResponse>();
}

async function limit(kind: string, period: string): Promise<PlayLimitView> {
  const body = (await inject('GET', '/api/accounts/me/play-limits')).json<PlayLimitsResponse>();
  expect(contractViolations(body, playLimitsResponseSchema)).toEqual([]);
  return body.limits.find((l) => l.kind === kind && l.period === period) as PlayLimitView;
}

const deposit = (amount: number, who = player) => inject('POST', '/api/accounts/me/deposits', { amount }, who);

async function firstPick(): Promise<{ outcomeId: number; decimal: number }> {
  const events = (
    await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=5')
  ).json<EventsResponse>().events;
  const outcome = events.find((e) => !e.isOutright)?.markets[0]?.outcomes[0];
  if (!outcome) throw new Error('no prematch outcome');
  return { outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal };
}

async function placeSingle(unitStake: number) {
  const pick = await firstPick();
  const res = await inject(
    'POST',
    `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=limit-slip-${++uuidCounter}`,
    {
      singles: [{ ...pick, unitStake }],
      userAcceptOdds: 'D',
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json<PlacedBetslipResponse>().model;
}

describe('deposit limits', () => {
  it('lists every kind and period with nothing set, then a limit with what is used and left', async () => {
    expect((await limit('DEPOSIT', 'DAY')).amount).toBeNull();
    await setLimit('DEPOSIT', 'DAY', 100);
    expect((await deposit(60)).statusCode).toBe(200);
    expect(await limit('DEPOSIT', 'DAY')).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 100,
      used: 60,
      remaining: 40,
      pending: null,
    });
  });

  it('refuses a deposit that would pass the limit, saying what is left, and takes one that reaches it exactly', async () => {
    await setLimit('DEPOSIT', 'WEEK', 100);
    await deposit(60);
    const refused = await deposit(50);
    expect(refused.statusCode).toBe(409);
    const error = refused.json<ApiError>();
    expect(contractViolations(error, apiErrorSchema)).toEqual([]);
    expect(error).toMatchObject({
      code: PLAY_SAFETY_ERROR_CODES.depositLimit,
      message: expect.stringContaining('40 EUR is left'),
    });
    expect((await deposit(40)).statusCode).toBe(200);
    expect((await limit('DEPOSIT', 'WEEK')).remaining).toBe(0);
  });

  it('counts a deposit for exactly one rolling day', async () => {
    await setLimit('DEPOSIT', 'DAY', 100);
    await deposit(100);
    server.clock.advance(24 * HOUR - 1);
    logInAgain();
    expect((await deposit(1)).statusCode).toBe(409);
    server.clock.advance(1);
    expect((await deposit(100)).statusCode).toBe(200);
  });

  it('lets two deposits sent together pass the limit no further than one', async () => {
    await setLimit('DEPOSIT', 'DAY', 100);
    const answers = await Promise.all([deposit(70), deposit(70), deposit(70)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await limit('DEPOSIT', 'DAY')).used).toBe(70);
  });
});

describe('changing a limit', () => {
  it('lowers at once but raises only after a 24-hour cooling-off, shown with its time', async () => {
    await setLimit('DEPOSIT', 'DAY', 100);
    const raised = await setLimit('DEPOSIT', 'DAY', 500);
    const from = new Date(server.clock.now + 24 * HOUR).toISOString();
    expect(raised.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAY')).toMatchObject({
      amount: 100,
      pending: { amount: 500, from },
    });
    expect((await deposit(200)).statusCode).toBe(409);
    server.clock.advance(24 * HOUR);
    logInAgain();
    expect(await limit('DEPOSIT', 'DAY')).toMatchObject({ amount: 500, pending: null });
    expect((await deposit(200)).statusCode).toBe(200);
  });

  it('removes a limit only after the cooling-off', async () => {
    await setLimit('WAGER', 'MONTH', 50);
    await setLimit('WAGER', 'MONTH', null);
    expect(await limit('WAGER', 'MONTH')).toMatchObject({ amount: 50, pending: { amount: null } });
    server.clock.advance(24 * HOUR);
    logInAgain();
    expect(await limit('WAGER', 'MONTH')).toMatchObject({ amount: null, remaining: null, pending: null });
  });

  it('refuses an amount below a cent or with more than two decimals, naming the field', async () => {
    for (const amount of [0.001, 10.005, 0, -5]) {
      const res = await inject('PUT', '/api/accounts/me/play-limits/DEPOSIT/DAY', { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/amount/);
      expect((await limit('DEPOSIT', 'DAY')).amount).toBeNull();
    }
    expect((await inject('PUT', '/api/accounts/me/play-limits/BONUS/DAY', { amount: 5 })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/play-limits/DEPOSIT/DAY',
      payload: { amount: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('stake and loss limits', () => {
  it('refuses a slip whose stake would pass the stake limit, in pricing first and at placement', async () => {
    await setLimit('WAGER', 'DAY', 15);
    expect((await placeSingle(10)).status).toBe('ACCEPTED');
    const pick = await firstPick();
    const priced = (
      await inject('PUT', '/xapi/rest/betslips/selections', { model: { singles: [{ ...pick, unitStake: 10 }] } })
    ).json<BetslipPricingResponse>();
    expect(priced.model.errors?.map((e) => e.code)).toContain(BET_RESULT_CODES.wagerLimit);
    const refused = await placeSingle(10);
    expect(refused.status).toBe('REJECTED');
    expect(refused.errors).toEqual([
      expect.objectContaining({ code: BET_RESULT_CODES.wagerLimit, message: expect.stringContaining('5 EUR is left') }),
    ]);
    expect((await placeSingle(5)).status).toBe('ACCEPTED');
  });

  it('counts a stake towards the loss limit as if it were lost', async () => {
    await setLimit('LOSS', 'WEEK', 10);
    expect((await placeSingle(10)).status).toBe('ACCEPTED');
    expect((await placeSingle(1)).errors.map((e) => e.code)).toEqual([BET_RESULT_CODES.lossLimit]);
  });

  it('accepts only as many slips sent together as fit under the limit', async () => {
    await setLimit('WAGER', 'DAY', 25);
    const models = await Promise.all([placeSingle(10), placeSingle(10), placeSingle(10)]);
    expect(models.map((m) => m.status).sort()).toEqual(['ACCEPTED', 'ACCEPTED', 'REJECTED']);
    expect((await limit('WAGER', 'DAY')).used).toBe(20);
  });
});

describe('play time', () => {
  const playTime = async () => {
    const body = (await inject('GET', '/api/accounts/me/play-time')).json<PlayTimeView>();
    expect(contractViolations(body, playTimeViewSchema)).toEqual([]);
    return body;
  };

  it("keeps the player's reality-check interval and tells what this session has staked and paid back", async () => {
    const settings = await inject('PUT', '/api/accounts/me/play-time', { realityCheckMinutes: 30, sessionLimitMinutes: 0 });
    expect(settings.statusCode).toBe(200);
    await placeSingle(10);
    expect(await playTime()).toMatchObject({
      realityCheckMinutes: 30,
      sessionEndsAt: null,
      staked: 10,
      returned: 0,
      currency: 'EUR',
    });
    expect(
      (await inject('PUT', '/api/accounts/me/play-time', { realityCheckMinutes: 7, sessionLimitMinutes: 0 })).statusCode,
    ).toBe(400);
  });

  it('ends a session at its limit, even one that began before the limit was set', async () => {
    const started = server.clock.now;
    server.clock.advance(20 * 60_000);
    await inject('PUT', '/api/accounts/me/play-time', { realityCheckMinutes: 0, sessionLimitMinutes: 30 });
    expect((await playTime()).sessionEndsAt).toBe(new Date(started + 30 * 60_000).toISOString());
    server.clock.advance(10 * 60_000 - 1);
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(200);
    server.clock.advance(1);
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(401);
    logInAgain();
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(200);
  });
});

describe('the session limit follows the money limits’ cooling-off', () => {
  const setSessionLimit = (sessionLimitMinutes: number) =>
    inject('PUT', '/api/accounts/me/play-time', { realityCheckMinutes: 0, sessionLimitMinutes });
  const playTime = async () => {
    const body = (await inject('GET', '/api/accounts/me/play-time')).json<PlayTimeView>();
    expect(contractViolations(body, playTimeViewSchema)).toEqual([]);
    return body;
  };

  it('shortens at once, but lengthens or goes only after 24 hours, shown with its time', async () => {
    const started = server.clock.now;
    expect((await setSessionLimit(30)).statusCode).toBe(200);
    const removed = (await setSessionLimit(0)).json<PlayTimeView>();
    const from = new Date(server.clock.now + 24 * HOUR).toISOString();
    expect(removed).toMatchObject({ sessionLimitMinutes: 30, sessionLimitPending: { minutes: 0, from } });
    expect(removed.sessionEndsAt).toBe(new Date(started + 30 * 60_000).toISOString());
    server.clock.advance(30 * 60_000);
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(401);

    logInAgain();
    expect((await setSessionLimit(480)).json<PlayTimeView>()).toMatchObject({
      sessionLimitMinutes: 30,
      sessionLimitPending: { minutes: 480 },
    });
    expect(await playTime()).toMatchObject({ sessionLimitMinutes: 30 });
    server.clock.advance(24 * HOUR);
    logInAgain();
    expect(await playTime()).toMatchObject({ sessionLimitMinutes: 480, sessionLimitPending: null });
  });

  it('a shorter limit drops a waiting longer one', async () => {
    await setSessionLimit(60);
    await setSessionLimit(240);
    expect(await playTime()).toMatchObject({ sessionLimitMinutes: 60, sessionLimitPending: { minutes: 240 } });
    expect((await setSessionLimit(30)).json<PlayTimeView>()).toMatchObject({
      sessionLimitMinutes: 30,
      sessionLimitPending: null,
    });
  });
});

describe('breaks', () => {
  const takeBreak = (kind: string, length: string) => inject('POST', '/api/accounts/me/play-break', { kind, length });

  it('ends the session at once and refuses logins until the time-out ends, saying until when', async () => {
    const res = await takeBreak('TIME_OUT', 'P1D');
    expect(res.statusCode).toBe(200);
    const taken = res.json<PlayBreakView>();
    expect(contractViolations(taken, playBreakViewSchema)).toEqual([]);
    const until = new Date(server.clock.now + 24 * HOUR).toISOString();
    expect(taken).toEqual({ kind: 'TIME_OUT', until });
    expect(res.cookies.find((c) => c.name === 'sb_session')?.value).toBe('');
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(401);

    const username = server.ctx.accounts.byId(player.accountId)?.username as string;
    await expect(loginAs(server.app, username)).rejects.toThrow(new RegExp(`PLAY_BREAK.*${until}`));
    server.clock.advance(24 * HOUR);
    await expect(loginAs(server.app, username)).resolves.toMatchObject({ accountId: player.accountId });
  });

  it('ends every other session of the account too and refuses deposits and stakes behind the API', async () => {
    const account = server.ctx.accounts.byId(player.accountId) as Account;
    const phone = server.ctx.auth.sessionWithoutLogin(account);
    const someoneElse = freshPlayer(server);
    await takeBreak('SELF_EXCLUSION', 'P6M');
    expect(server.ctx.auth.session(phone.token)).toBeUndefined();
    expect(server.ctx.auth.session(player.token)).toBeUndefined();
    expect(server.ctx.auth.session(someoneElse.token)).toBeDefined();
    const deposit = () =>
      server.ctx.db.transaction(() =>
        server.ctx.wallets.post(player.accountId, { kind: 'DEPOSIT', pocket: 'REAL', amountMinor: 100, description: 'test' }),
      )();
    expect(deposit).toThrow(
      `break until ${new Date(server.ctx.accounts.byId(player.accountId)?.playBreak?.until ?? 0).toISOString()}`,
    );
    expect(server.ctx.accounts.byId(player.accountId)?.playBreak?.until).toBe(Date.UTC(2027, 5, 22, 12));
  });

  it('keeps the identity of an account opened outside registration, so its person cannot join again', async () => {
    expect(identityOfPerson(server.ctx.db, player.accountId)).toBeUndefined();
    await takeBreak('SELF_EXCLUSION', 'P6M');
    const account = server.ctx.accounts.byId(player.accountId) as Account;
    expect(accountOnBreak(server.ctx.db, identityOfAccount(account), server.clock.now)).toBe(player.accountId);
  });

  it('cannot be shortened by a shorter break', async () => {
    await takeBreak('SELF_EXCLUSION', 'P1Y');
    server.ctx.accounts.startBreak(player.accountId, 'TIME_OUT', server.clock.now + 24 * HOUR);
    expect(server.ctx.accounts.byId(player.accountId)?.playBreak).toMatchObject({ kind: 'SELF_EXCLUSION' });
  });

  it('offers only the lengths of its kind', async () => {
    const res = await takeBreak('SELF_EXCLUSION', 'P1D');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/^length/);
    expect((await inject('GET', '/api/accounts/me/balance')).statusCode).toBe(200);
  });
});

describe('the safer-gambling page', () => {
  it("gives anyone the help in each of the brand's countries, then the help that reaches anywhere", async () => {
    const help = async (brand: string) => {
      const res = await server.app.inject({ url: '/api/safer-gambling/help', headers: { 'x-sb-brand': brand } });
      expect(res.statusCode).toBe(200);
      const body = res.json<SaferGamblingHelp>();
      expect(contractViolations(body, saferGamblingHelpSchema)).toEqual([]);
      return body.lines.map((line) => line.country);
    };
    const ke = await help('ke');
    expect(ke[0]).toBe('KE');
    expect(ke.slice(1).every((country) => country === null)).toBe(true);
    const eu = await help('eu');
    expect(new Set(eu)).toEqual(new Set(['MT', 'IE', 'DE', 'AT', 'FI', 'NL', 'SE', 'ES', 'PT', 'FR', null]));
    expect(eu.at(-1)).toBeNull();
  });

  it("sums the player's last 30 days of real money: paid in, paid out, staked, paid back and the result", async () => {
    // beforeEach's funding deposit is 31 days old: outside the summary.
    await deposit(100);
    await placeSingle(10);
    await placeSingle(5);
    expect((await inject('POST', '/api/accounts/me/withdrawals', { amount: 20 })).statusCode).toBe(200);
    const res = await inject('GET', '/api/accounts/me/activity');
    const body = res.json<ActivitySummary>();
    expect(contractViolations(body, activitySummarySchema)).toEqual([]);
    expect(body).toMatchObject({ currency: 'EUR', deposits: 100, withdrawals: 20, bets: 2, staked: 15, returned: 0, net: -15 });
    expect(Date.parse(body.since)).toBe(server.clock.now - 30 * 24 * HOUR);
    expect((await server.app.inject('/api/accounts/me/activity')).statusCode).toBe(401);
  });
});
