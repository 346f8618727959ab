import {
  ENDPOINTS,
  endpointName,
  pathOf,
  type ActiveJackpotsResponse,
  type Endpoint,
  type EndpointKey,
  type EventsResponse,
  type JackpotBet,
  type PlacedBetslipResponse,
  type SportEvent,
  type Withdrawal,
} from '@sportsbook/contracts';
import { anaJoins } from '@sportsbook/contracts/testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SECURITY_ANSWER } from '../api/src/accounts/demo-accounts';
import { freshPlayer, loginAs, testServer, type LoggedIn, type TestServer } from '../api/src/testing/test-server';
import { checkedAnswer } from '../shared/http/src/endpoint-call';
import { routesFromTable } from '../api/src/http/route-of';

/**
 * Every endpoint of the contracts' table, called on the real API with a valid request: the API
 * registers it, answers it, and its answer passes the very check the apps' http client makes. A
 * server whose answer drifts from the table fails here, before an app shows a blank or a wrong figure.
 */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** The call's own cookies (a login between its steps) instead of the player's session. */
  headers?: Record<string, string>;
}

interface World {
  player: LoggedIn;
  outcomes: SportEvent['markets'][number]['outcomes'];
  builderLegs: number[];
  /** Two pre-match football events. */
  eventIds: number[];
  jackpotBet: JackpotBet;
  /** Logins whose password has passed, by demo account: each waits for its second factor, or for integrate. */
  pending: Record<'demo' | 'otp' | 'question', Record<string, string>>;
  /** A session of its own, which refreshing replaces. */
  refreshable: LoggedIn;
  /** What earlier calls answered, by endpoint, for the calls that name their result. */
  answers: Partial<Record<EndpointKey, unknown>>;
}

let server: TestServer;
let world: World;

async function inject(endpoint: (typeof ENDPOINTS)[EndpointKey], call: Call, headers: Record<string, string>) {
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = call.params ? pathOf<string>(endpoint.path, call.params) : endpoint.path;
  return server.app.inject({
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
  });
}

const brandOf = (username: string) => ({
  'x-sb-brand': DEMO_ACCOUNTS.find((d) => d.account.username === username)?.account.brand ?? 'eu',
});
const credentials = (username: string) => ({ username, password: DEMO_PASSWORD });

/** A header login past its password step, as the cookie the next step sends. */
async function pendingLogin(username: string): Promise<Record<string, string>> {
  const answer = await server.app.inject({
    method: 'POST',
    url: pathOf(ENDPOINTS.authenticate.path, { locale: 'en' }),
    headers: brandOf(username),
    payload: credentials(username),
  });
  const login = answer.cookies.find((c) => c.name === 'sb_login')?.value ?? '';
  return { ...brandOf(username), cookie: `sb_login=${login}` };
}

const placed = (key: EndpointKey) => (world.answers[key] as PlacedBetslipResponse).model;
const single = (stake: number) => ({ singles: [{ outcomeId: world.outcomes[0]!.id, unitStake: stake }] });
const openBet = () => ({ accountId: world.player.accountId, betId: placed('placeBetslip').bets[0]!.betId });

/** A valid request for each endpoint, in the order the table is walked (a bet is placed before it is cashed out). */
const REQUESTS: { [K in EndpointKey]: () => Call } = {
  priceSelections: () => ({ body: { outcomeIds: [world.outcomes[0]!.id, world.outcomes[1]!.id] } }),
  repriceSlip: () => ({ body: { model: single(2) } }),
  placeBetslip: () => ({ params: { accountId: world.player.accountId }, query: { uuid: 'contract-1' }, body: single(2) }),
  betslipStatus: () => ({ params: { betSlipId: placed('placeBetslip').betSlipId } }),
  retailCode: () => ({ body: { model: single(1) } }),
  builderPrice: () => ({ body: { outcomeIds: world.builderLegs } }),
  epwPromotion: () => ({}),
  openBets: () => ({ params: { accountId: world.player.accountId } }),
  openBet: () => ({ params: openBet() }),
  settledBets: () => ({ query: { numberOfBets: 50 } }),
  betCount: () => ({ params: { accountId: world.player.accountId } }),
  setAutoCashout: () => ({ params: openBet(), body: { target: 1 } }),
  removeAutoCashout: () => ({ params: openBet() }),
  cashOut: () => ({ params: openBet(), body: { amount: placed('placeBetslip').bets[0]!.cashoutAmount ?? 0 } }),
  accountInfo: () => ({ params: { accountId: world.player.accountId }, query: { includePromotionalInfo: true } }),
  accountPrefs: () => ({ params: { accountId: world.player.accountId } }),
  updateAccountPrefs: () => ({ params: { accountId: world.player.accountId }, body: { default_stake: 2 } }),
  walletBalance: () => ({}),
  transactions: () => ({}),
  cashierOptions: () => ({}),
  deposit: () => ({ body: { amount: 10 } }),
  withdrawals: () => ({}),
  requestWithdrawal: () => ({ body: { amount: 5 } }),
  cancelWithdrawal: () => ({ params: { id: (world.answers.requestWithdrawal as Withdrawal).id } }),
  activeJackpots: () => ({}),
  priceJackpot: () => ({
    body: {
      model: { globalStake: world.jackpotBet.globalStake, jackpotId: world.jackpotBet.jackpotId },
      outcomeIds: world.jackpotBet.singles.map((s) => s.outcomeId).join(','),
    },
  }),
  placeJackpotBet: () => ({
    params: { accountId: world.player.accountId },
    query: { uuid: 'contract-2' },
    body: world.jackpotBet,
  }),
  jackpotRetailCode: () => ({ body: world.jackpotBet }),
  playLimits: () => ({}),
  setPlayLimit: () => ({ params: { kind: 'WAGER', period: 'DAY' }, body: { amount: 50 } }),
  removePlayLimit: () => ({ params: { kind: 'WAGER', period: 'DAY' } }),
  playTime: () => ({}),
  savePlayTime: () => ({ body: { realityCheckMinutes: 30, sessionLimitMinutes: 0 } }),
  activity: () => ({}),
  saferGamblingHelp: () => ({}),
  events: () => ({ query: { periodType: 'PRE_MATCH', eventPathIds: 240, eventsPerPage: 5 } }),
  eventsByBody: () => ({ query: { hash: 'contract' }, body: { ids: world.eventIds.join(','), eventsPerPage: 2 } }),
  event: () => ({ params: { eventId: world.eventIds[0]! } }),
  authenticate: () => ({ params: { locale: 'en' }, headers: brandOf('otp'), body: credentials('otp') }),
  validateCode: () => ({ params: { locale: 'en' }, headers: world.pending.otp, body: { code: '000000' } }),
  generateCode: () => ({ params: { locale: 'en' }, headers: world.pending.otp }),
  securityQuestion: () => ({ params: { locale: 'en' }, headers: world.pending.question }),
  checkAnswer: () => ({ params: { locale: 'en' }, headers: world.pending.question, body: { answer: DEMO_SECURITY_ANSWER } }),
  integrate: () => ({ params: { locale: 'en' }, headers: world.pending.demo }),
  directLogin: () => ({ headers: brandOf('otp'), body: credentials('otp') }),
  partnerLogin: () => ({ headers: brandOf('demo'), body: credentials('demo') }),
  acceptTerms: () => ({}),
  refreshSession: () => ({ headers: world.refreshable.headers }),
  session: () => ({ query: { accountCode: world.player.accountId } }),
  registrationOptions: () => ({}),
  register: () => ({ body: anaJoins({ username: 'contractjoiner', email: 'contract.joiner@example.test' }) }),
  // Last: a break logs the player out.
  playBreak: () => ({ body: { kind: 'TIME_OUT', length: 'P1D' } }),
};

async function footballEvents(): Promise<SportEvent[]> {
  const answer = await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  return answer.json<EventsResponse>().events.filter((e) => !e.isOutright);
}

async function aJackpotBet(): Promise<JackpotBet> {
  const { jackpots } = (await server.app.inject('/xapi/rest/jackpotbetweb/active')).json<ActiveJackpotsResponse>();
  const jackpot = jackpots[0]!;
  const { events } = (
    await server.app.inject(`/xapi/rest/events?ids=${jackpot.eventIds.join(',')}&eventsPerPage=50`)
  ).json<EventsResponse>();
  const singles = jackpot.eventIds.map((id, i) => {
    const market = events
      .find((e) => e.id === id)
      ?.markets.find((m) => m.marketTypeCode === 'MRES' && m.period.fullAbbreviation === 'FT');
    return { outcomeId: market?.outcomes[0]?.id ?? 0, ordinal: i + 1 };
  });
  const stake = jackpot.lineStake;
  return { jackpotId: jackpot.id, globalStake: stake, jackpotTotalStake: stake, noOfBets: 1, singles };
}

beforeAll(async () => {
  server = await testServer();
  const events = await footballEvents();
  const [first, second] = events;
  world = {
    player: freshPlayer(server, { deposit: 1000 }),
    outcomes: [first!.markets[0]!.outcomes[0]!, second!.markets[0]!.outcomes[0]!],
    builderLegs: first!.markets.slice(0, 2).map((m) => m.outcomes[0]!.id),
    eventIds: [first!.id, second!.id],
    jackpotBet: await aJackpotBet(),
    pending: { demo: await pendingLogin('demo'), otp: await pendingLogin('otp'), question: await pendingLogin('question') },
    refreshable: await loginAs(server.app),
    answers: {},
  };
});
afterAll(() => server.app.close());

it('the API registers every endpoint of the table, at its method and path', () => {
  const missing = Object.values(ENDPOINTS).filter((e) => !server.app.hasRoute({ method: e.method, url: e.path }));
  expect(missing.map(endpointName)).toEqual([]);
});

it('registers every endpoint of the table from the table, and nothing else through it', () => {
  const table = Object.values(ENDPOINTS) as Endpoint[];
  const registered = routesFromTable(server.app);
  expect(table.filter((e) => !registered.includes(e)).map(endpointName)).toEqual([]);
  expect(registered.filter((e) => !table.includes(e)).map(endpointName)).toEqual([]);
  expect(new Set(registered).size).toBe(registered.length);
});

it.each(Object.keys(REQUESTS) as EndpointKey[])('%s answers what the table says', async (key) => {
  const endpoint = ENDPOINTS[key];
  const call = REQUESTS[key]();
  const answer = await inject(endpoint, call, call.headers ?? world.player.headers);
  expect({ status: answer.statusCode, endpoint: endpointName(endpoint) }).toEqual({
    status: 200,
    endpoint: endpointName(endpoint),
  });
  world.answers[key] = checkedAnswer(endpoint, answer.json());
});
