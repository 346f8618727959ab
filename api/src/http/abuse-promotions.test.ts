/**
 * The abuse suite, promotions and money input: what a player tried to turn into cash or free money.
 * Bonus money withdrawn at once or through a free bet's winnings, a second bonus on a second account,
 * parlay extra winnings for an account excluded from promotions, and money sent as another type.
 */
import {
  CASHIER_ERROR_CODES,
  withdrawalsResponseSchema,
  type ApiError,
  type CashierOptions,
  type DepositResponse,
  type EventsResponse,
  type PlacedBetslipResponse,
  type SportEvent,
  type WalletBalanceResponse,
  type WithdrawalsResponse,
} from '@sportsbook/contracts';
import { BONUS_TERMS, multipleBetTypeId } from '@sportsbook/stakes';
import { identityKey, recordIdentity } from '../accounts/identity';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';

let server: TestServer;
let events: SportEvent[];
beforeAll(async () => {
  server = await testServer();
  events = (await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100'))
    .json<EventsResponse>()
    .events.filter((e) => !e.isOutright && e.markets[0]?.status === 'OPEN');
});
afterAll(() => server.app.close());

const call = (player: LoggedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: player.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const deposit = async (player: LoggedIn, amount: number) =>
  (await call(player, 'POST', '/api/accounts/me/deposits', { amount })).json<DepositResponse>();
const withdraw = (player: LoggedIn, body: object) => call(player, 'POST', '/api/accounts/me/withdrawals', body);
async function withdrawals(player: LoggedIn): Promise<WithdrawalsResponse> {
  const body = (await call(player, 'GET', '/api/accounts/me/withdrawals')).json<WithdrawalsResponse>();
  expect(contractViolations(body, withdrawalsResponseSchema)).toEqual([]);
  return body;
}
const pockets = (player: LoggedIn) => {
  const wallet = server.ctx.wallets.get(player.accountId);
  return { real: wallet.balanceMinor / 100, promo: wallet.promoMinor / 100 };
};

let used = 0;
/** An open first-market outcome of an event no other test here has used, its price matching `fits`. */
function pick(fits: (decimal: number) => boolean) {
  const index = events.findIndex(
    (e, i) => i >= used && fits(e.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.decimal ?? 0),
  );
  const event = events[index];
  const outcome = event?.markets[0]?.outcomes[0];
  if (!event || !outcome) throw new Error('no event left with such a price');
  [events[used], events[index]] = [event, events[used] as SportEvent];
  used++;
  return { event, outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal };
}

async function placeSingle(
  player: LoggedIn,
  stake: { unitStake?: number; freeMoneyUnitStake?: number },
  fits = (_d: number) => true,
) {
  const choice = pick(fits);
  const res = await call(
    player,
    'POST',
    `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=abuse-${used}-${player.accountId}`,
    {
      singles: [{ outcomeId: choice.outcomeId, decimal: choice.decimal, ...stake }],
    },
  );
  expect(res.json<PlacedBetslipResponse>().model.bets).toHaveLength(1);
  return choice;
}

describe('bonus money is not cash', () => {
  it('a withdrawal before the bonus is wagered states what it forfeits, waits for the word, then forfeits it', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    expect((await deposit(player, 20)).bonus).toBe(20);
    expect((await withdrawals(player)).bonus).toEqual({
      forfeitable: 20,
      wagered: 0,
      required: 20 * BONUS_TERMS.wageringMultiple,
      ...BONUS_TERMS,
    });
    const unconfirmed = await withdraw(player, { amount: 20 });
    expect([unconfirmed.statusCode, unconfirmed.json<ApiError>().code]).toEqual([
      409,
      CASHIER_ERROR_CODES.bonusForfeitUnconfirmed,
    ]);
    expect(unconfirmed.json<ApiError>().message).toContain('20 EUR');
    expect(pockets(player)).toEqual({ real: 20, promo: 20 });

    expect((await withdraw(player, { amount: 20, forfeitBonus: true })).statusCode).toBe(200);
    expect(pockets(player)).toEqual({ real: 0, promo: 0 });
    expect((await withdrawals(player)).bonus).toBeNull();
  });

  it("keeps a free bet's winnings as bonus money, forfeited with the bonus by a withdrawal", async () => {
    const player = freshPlayer(server, { deposit: 0 });
    await deposit(player, 20);
    const { event, decimal } = await placeSingle(player, { freeMoneyUnitStake: 20 });
    server.ctx.betting.settleEvent(event.id, () => 'WON');
    const winnings = Math.floor(20 * (decimal - 1) * 100 + 1e-6) / 100;
    expect(pockets(player)).toEqual({ real: 20, promo: winnings });
    expect((await withdrawals(player)).withdrawable).toBe(20);
    expect((await withdraw(player, { amount: 20, forfeitBonus: true })).statusCode).toBe(200);
    expect(pockets(player)).toEqual({ real: 0, promo: 0 });
  });

  it('forfeits the winnings of a free bet still open when its bonus was forfeited', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    await deposit(player, 20);
    const { event } = await placeSingle(player, { freeMoneyUnitStake: 20 });
    expect((await withdraw(player, { amount: 20, forfeitBonus: true })).statusCode).toBe(200);
    server.ctx.betting.settleEvent(event.id, () => 'WON');
    expect(pockets(player)).toEqual({ real: 0, promo: 0 });
  });

  it('turns the bonus pocket into cash once its multiple is staked in cash at the minimum odds, settled', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    await deposit(player, 220);
    const required = 20 * BONUS_TERMS.wageringMultiple;
    const short = await placeSingle(player, { unitStake: required }, (d) => d < BONUS_TERMS.minOdds);
    server.ctx.betting.settleEvent(short.event.id, () => 'LOST');
    expect((await withdrawals(player)).bonus).toMatchObject({ wagered: 0, forfeitable: 20 });

    const counted = await placeSingle(player, { unitStake: required }, (d) => d >= BONUS_TERMS.minOdds);
    expect((await withdrawals(player)).bonus).toMatchObject({ wagered: 0 });
    server.ctx.betting.settleEvent(counted.event.id, () => 'LOST');
    expect(await withdrawals(player)).toMatchObject({ bonus: null, withdrawable: 40 });
    expect(pockets(player)).toEqual({ real: 40, promo: 0 });
    expect(server.ctx.wallets.ledgerTotals(player.accountId)).toEqual({ real: 4_000, promo: 0 });
  });

  it('tells the player in their balance how much cash staking the bonus still asks for, never the pocket itself', async () => {
    const player = freshPlayer(server, { deposit: 0 });
    await deposit(player, 220);
    const leftToWager = async () =>
      (await call(player, 'GET', '/api/accounts/me/balance')).json<WalletBalanceResponse>().wallets.sportsbook.totalLeftToWager;
    const required = 20 * BONUS_TERMS.wageringMultiple;
    expect(await leftToWager()).toBe(required);
    const counted = await placeSingle(player, { unitStake: 30 }, (d) => d >= BONUS_TERMS.minOdds);
    server.ctx.betting.settleEvent(counted.event.id, () => 'LOST');
    expect(await leftToWager()).toBe(required - 30);
  });

  it('pays one bonus per person, not per account', async () => {
    const person = {
      firstName: 'Ana',
      lastName: 'Lima',
      dateOfBirth: '1990-04-02',
      countryCode: 'PT',
      email: 'ana@example.test',
    };
    const [first, second] = [freshPlayer(server, { deposit: 0 }), freshPlayer(server, { deposit: 0 })] as [LoggedIn, LoggedIn];
    recordIdentity(server.ctx.db, first.accountId, identityKey(person));
    recordIdentity(server.ctx.db, second.accountId, identityKey({ ...person, email: 'ana.lima@example.test' }));
    expect((await deposit(first, 20)).bonus).toBe(20);
    const options = (await call(second, 'GET', '/api/accounts/me/cashier')).json<CashierOptions>();
    expect(options.firstDepositBonus).toBeNull();
    expect((await deposit(second, 20)).bonus).toBe(0);
  });
});

describe('promotions decided by the API', () => {
  /** A 10.00 treble on three events, for each player, settled won: what each was paid, and what the slip priced. */
  async function trebles(players: LoggedIn[]) {
    const legs = [pick(() => true), pick(() => true), pick(() => true)];
    const priced: number[] = [];
    for (const player of players) {
      const res = await call(
        player,
        'POST',
        `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=treble-${player.accountId}`,
        {
          singles: legs.map((l) => ({ outcomeId: l.outcomeId, decimal: l.decimal })),
          multiples: [{ betTypeId: multipleBetTypeId(3), unitStake: 10 }],
        },
      );
      priced.push(res.json<PlacedBetslipResponse>().model.potentialReturns);
    }
    const before = players.map((p) => pockets(p).real);
    for (const leg of legs) server.ctx.betting.settleEvent(leg.event.id, () => 'WON');
    return { paid: players.map((p, i) => Math.round((pockets(p).real - (before[i] as number)) * 100) / 100), priced };
  }

  it('pays no parlay extra winnings to an account excluded from promotions, priced or settled', async () => {
    const [member, excluded] = [freshPlayer(server), freshPlayer(server)] as [LoggedIn, LoggedIn];
    const account = server.ctx.accounts.byId(excluded.accountId);
    server.ctx.accounts.saveDetails(excluded.accountId, { ...account?.details, excludedFromPromotions: true });
    const { paid, priced } = await trebles([member, excluded]);
    expect(paid[0]).toBeGreaterThan(paid[1] as number);
    expect(paid).toEqual(priced);
  });
});

describe('money is a number as sent', () => {
  it.each([
    ['"10"', '10'],
    ['true', true],
    ['[5]', [5]],
  ])('refuses a deposit or withdrawal amount of %s, naming the field', async (_, amount) => {
    const player = freshPlayer(server);
    for (const url of ['/api/accounts/me/deposits', '/api/accounts/me/withdrawals']) {
      const res = await call(player, 'POST', url, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/amount/);
    }
    expect(pockets(player)).toEqual({ real: 1000, promo: 0 });
  });
});
