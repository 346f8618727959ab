import {
  betCountResponseSchema,
  betDetailsResponseSchema,
  betslipPricingResponseSchema,
  cashoutDetailResponseSchema,
  placedBetslipResponseSchema,
} from '@sportsbook/contracts';
import type {
  BetCountResponse,
  BetDetailsResponse,
  BetslipPricingResponse,
  CashoutDetailResponse,
  EventsResponse,
  PlacedBetslipResponse,
  RetailCodeResponse,
  SportEvent,
  WalletBalanceResponse,
} from '@sportsbook/contracts';
import { walletAfterBet } from '@sportsbook/stakes';
import { boostedPrice } from '../catalogue/power-odds';
import { contractViolations } from '../testing/contract-check';
import { freshPlayer, loginAs, testServer, type LoggedIn, type TestServer } from '../testing/test-server';

let server: TestServer;
let demo: LoggedIn;
let uuidCounter = 0;
const uuid = () => `test-uuid-${++uuidCounter}-${Date.now()}`;

beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());
beforeEach(() => {
  demo = freshPlayer(server);
});

/** For tests that change the book itself (suspend markets, move the clock far). */
async function ownServer(): Promise<void> {
  await server.app.close();
  server = await testServer();
  demo = await loginAs(server.app, 'demo');
}

async function prematchEvents(count: number): Promise<SportEvent[]> {
  const res = await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  return res
    .json<EventsResponse>()
    .events.filter((e) => !e.isOutright)
    .slice(0, count);
}

const firstOutcome = (event: SportEvent, marketIndex = 0, outcomeIndex = 0) => {
  const outcome = event.markets[marketIndex]?.outcomes[outcomeIndex];
  if (!outcome) throw new Error('no outcome');
  return { outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal };
};

async function place(body: unknown, id = uuid(), player = demo) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=${id}`,
    headers: player.headers,
    payload: body as object,
  });
  return res;
}

async function placed(body: unknown, id?: string): Promise<PlacedBetslipResponse['model']> {
  const res = await place(body, id);
  expect(res.statusCode).toBe(200);
  const json = res.json<PlacedBetslipResponse>();
  expect(contractViolations(json, placedBetslipResponseSchema)).toEqual([]);
  return json.model;
}

async function balance(player = demo): Promise<number> {
  return (await server.app.inject({ url: '/api/accounts/me/balance', headers: player.headers })).json<WalletBalanceResponse>()
    .wallets.sportsbook.withdrawableAmount;
}

const codes = (model: PlacedBetslipResponse['model']) => model.errors.map((e) => e.code);

it('prices selections anonymously with the accumulator and the systems', async () => {
  const events = await prematchEvents(3);
  const res = await server.app.inject({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { outcomeIds: events.map((e) => firstOutcome(e).outcomeId) },
  });
  const body = res.json<BetslipPricingResponse>();
  expect(contractViolations(body, betslipPricingResponseSchema)).toEqual([]);
  expect(body.model.singles.map((s) => [s.ref, s.outcomeState])).toEqual([
    ['sel1', 'O'],
    ['sel2', 'O'],
    ['sel3', 'O'],
  ]);
  expect(body.model.availableBalance).toBeNull();
  const expected = Math.round(events.reduce((p, e) => p * firstOutcome(e).decimal, 1) * 100) / 100;
  expect(body.model.multiples).toEqual([
    expect.objectContaining({ betTypeId: 200003, description: 'Treble', decimal: expected }),
  ]);
  expect(body.model.systems.map((s) => [s.ref, s.description, s.noOfBets])).toEqual([
    ['002', 'Doubles', 3],
    ['057', 'Trixie', 4],
    ['058', 'Patent', 7],
  ]);
});

it('prices stakes and returns for a logged-in player with PUT', async () => {
  const [event] = await prematchEvents(1);
  const pick = firstOutcome(event as SportEvent);
  const res = await server.app.inject({
    method: 'PUT',
    url: '/xapi/rest/betslips/selections',
    headers: demo.headers,
    payload: { model: { singles: [{ ...pick, unitStake: 10 }] } },
  });
  const { model } = res.json<BetslipPricingResponse>();
  expect(model.availableBalance).toBe(1000);
  expect(model.totalCost).toBe(10);
  expect(model.singles[0]?.potentialReturns).toBe(Math.floor(10 * pick.decimal * 100) / 100);
});

it('answers a placement with the wallet the balance call reports: cash and bonus money, so the header shows one balance', async () => {
  server.ctx.wallets.post(demo.accountId, { kind: 'BONUS', pocket: 'PROMO', amountMinor: 1000, description: 'Test free bet' });
  const [event] = await prematchEvents(1);
  const model = await placed({ singles: [{ ...firstOutcome(event as SportEvent), unitStake: 10 }], userAcceptOdds: 'D' });
  const reported = (
    await server.app.inject({ url: '/api/accounts/me/balance', headers: demo.headers })
  ).json<WalletBalanceResponse>().wallets.sportsbook;
  expect(model).toMatchObject({ availableBalance: 990, availablePromoCash: 10 });
  // The apps' update after a bet and the API's balance call are the same rule on the same figures.
  const shown = walletAfterBet(
    { currency: 'EUR', balance: 0, promoCash: 0, withdrawableAmount: 0 },
    model.availableBalance,
    model.availablePromoCash,
  );
  expect(shown).toEqual({
    currency: 'EUR',
    balance: reported.balance,
    promoCash: reported.promoCash,
    withdrawableAmount: reported.withdrawableAmount,
  });
  expect(shown.balance).toBe(1000);
});

it('places a prematch single: debits the stake once, lists it as open, counts it', async () => {
  const [event] = await prematchEvents(1);
  const pick = firstOutcome(event as SportEvent);
  const id = uuid();
  const model = await placed({ singles: [{ ...pick, unitStake: 10 }], userAcceptOdds: 'D' }, id);
  expect(model).toMatchObject({ status: 'ACCEPTED', delay: 0, totalCost: 10, availableBalance: 990, errors: [] });
  expect(model.reference).toMatch(/^SB\d{8}$/);
  expect(model.bets).toHaveLength(1);

  const again = await placed({ singles: [{ ...pick, unitStake: 10 }], userAcceptOdds: 'D' }, id);
  expect(again.betSlipId).toBe(model.betSlipId);
  expect(await balance()).toBe(990);
  const reused = await place({ singles: [{ ...pick, unitStake: 20 }] }, id);
  expect(reused.statusCode).toBe(409);

  const open = (
    await server.app.inject({ url: `/xapi/bet/account/${demo.accountId}/openbets`, headers: demo.headers })
  ).json<BetDetailsResponse>();
  expect(contractViolations(open, betDetailsResponseSchema)).toEqual([]);
  expect(open.bets.map((b) => [b.kind, b.status, b.totalStake])).toEqual([['SINGLE', 'OPEN', 10]]);
  const count = (
    await server.app.inject({ url: `/xapi/bet/account/${demo.accountId}/betcount`, headers: demo.headers })
  ).json<BetCountResponse>();
  expect(contractViolations(count, betCountResponseSchema)).toEqual([]);
  expect(count).toEqual({ count: 1, balance: 990 });
  const one = await server.app.inject({
    url: `/xapi/bet/account/${demo.accountId}/openbet/${open.bets[0]?.betId}`,
    headers: demo.headers,
  });
  expect(one.json()).toMatchObject({ betId: open.bets[0]?.betId });
});

it('places an accumulator and a system in one slip', async () => {
  const events = await prematchEvents(3);
  const singles = events.map((e) => ({ ...firstOutcome(e), unitStake: 0 }));
  const model = await placed({
    singles,
    multiples: [{ betTypeId: 200003, unitStake: 5 }],
    systems: [{ ref: '057', unitStake: 1 }],
  });
  expect(model.status).toBe('ACCEPTED');
  expect(model.bets.map((b) => [b.kind, b.noOfBets, b.totalStake])).toEqual([
    ['MULTIPLE', 1, 5],
    ['SYSTEM', 4, 4],
  ]);
  expect(await balance()).toBe(991);
});

it.each([
  ['RES-00056', { unitStake: 5000 }],
  ['RES-00034', { unitStake: 20000 }],
  ['RES-00140', { unitStake: 0.05 }],
  ['RES-00152', { unitStake: 1, decimal: 1.01 }],
])('refuses with %s and moves no money', async (code, stake) => {
  const [event] = await prematchEvents(1);
  const model = await placed({ singles: [{ ...firstOutcome(event as SportEvent), ...stake }] });
  expect(model.status).toBe('REJECTED');
  expect(codes(model)).toContain(code);
  expect(model.reference).toBeNull();
  expect(await balance()).toBe(1000);
});

it('honours userAcceptOdds on a changed price: A takes any, H only higher', async () => {
  const [event] = await prematchEvents(1);
  const pick = firstOutcome(event as SportEvent);
  expect(
    (await placed({ singles: [{ ...pick, decimal: pick.decimal + 0.5, unitStake: 1 }], userAcceptOdds: 'H' })).errors.map(
      (e) => e.code,
    ),
  ).toEqual(['RES-00152']);
  const higher = await placed({ singles: [{ ...pick, decimal: 1.01, unitStake: 1 }], userAcceptOdds: 'H' });
  expect(higher.status).toBe('ACCEPTED');
  const any = await placed({ singles: [{ ...pick, decimal: pick.decimal + 0.5, unitStake: 1 }], userAcceptOdds: 'A' });
  expect(any.status).toBe('ACCEPTED');
  expect(any.bets[0]?.legs[0]?.decimal).toBe(pick.decimal);
});

it('refuses two selections of one event in a multiple (RES-00218) and, before any pricing, more than 15 selections (RES-00247)', async () => {
  const [event] = await prematchEvents(1);
  const a = firstOutcome(event as SportEvent, 0, 0);
  const b = firstOutcome(event as SportEvent, 1, 0);
  const same = await placed({ singles: [a, b], multiples: [{ betTypeId: 200002, unitStake: 1 }] });
  expect(codes(same)).toContain('RES-00218');
  const many = (await prematchEvents(16)).map((e) => ({ ...firstOutcome(e), unitStake: 1 }));
  const refused = await place({ singles: many });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'RES-00247', message: expect.stringMatching(/^singles: at most 15/) });
});

it('refuses selections that are suspended, closed, unpriced or on a started event', async () => {
  await ownServer();
  const events = await prematchEvents(5);
  const records = events.map((e) => server.ctx.catalogue.get(e.id));
  const [a, b, c, d, e] = records.map((r) => r?.event.markets[0]);
  if (!a || !b || !c || !d || !e) throw new Error('markets');
  a.status = 'SUSPENDED';
  for (const market of records[1]?.event.markets ?? []) market.status = 'SUSPENDED';
  c.status = 'CLOSED';
  const hidden = d.outcomes[0];
  if (hidden) hidden.hidden = true;
  const cases: Array<[string, SportEvent]> = [
    ['RES-00108', events[0] as SportEvent],
    ['RES-00048', events[1] as SportEvent],
    ['RES-00109', events[2] as SportEvent],
    ['RES-00098', events[3] as SportEvent],
  ];
  for (const [code, event] of cases)
    expect(codes(await placed({ singles: [{ ...firstOutcome(event), unitStake: 1 }] }))).toEqual([code]);
  server.clock.advance(Date.parse((events[4] as SportEvent).startTime) - server.clock.now + 1000);
  demo = await loginAs(server.app, 'demo');
  expect(codes(await placed({ singles: [{ ...firstOutcome(events[4] as SportEvent), unitStake: 1 }] }))).toEqual(['RES-00047']);
});

it('holds a live bet for the delay, then accepts it; a second bet meanwhile gets RES-00246', async () => {
  const match = server.ctx.simulator
    .live()
    .find((m) => m.record.event.markets.some((mk) => mk.status === 'OPEN' && mk.outcomes.every((o) => !o.hidden)));
  const market = match?.record.event.markets.find((mk) => mk.status === 'OPEN' && mk.outcomes.every((o) => !o.hidden));
  const outcome = market?.outcomes[0];
  if (!outcome) throw new Error('no live outcome');
  const first = await placed({
    singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 10 }],
  });
  expect(first).toMatchObject({ status: 'PENDING', delay: 5 });
  expect(await balance()).toBe(990);
  const [event] = await prematchEvents(1);
  expect(codes(await placed({ singles: [{ ...firstOutcome(event as SportEvent), unitStake: 1 }] }))).toEqual(['RES-00246']);

  server.clock.advance(5000);
  const status = await server.app.inject({
    method: 'PUT',
    url: `/xapi/rest/betslips/${first.betSlipId}/status?withAuth=true`,
    headers: demo.headers,
    payload: { betSlipId: first.betSlipId },
  });
  expect(status.json<PlacedBetslipResponse>().model).toMatchObject({ status: 'ACCEPTED', delay: 0 });
  expect(status.json<PlacedBetslipResponse>().model.bets[0]?.isLive).toBe(true);
});

it('rejects a live bet whose price moved during the delay and refunds the stake', async () => {
  const match = server.ctx.simulator.live().find((m) => m.record.event.markets.some((mk) => mk.status === 'OPEN'));
  const market = match?.record.event.markets.find((mk) => mk.status === 'OPEN' && mk.outcomes.every((o) => !o.hidden));
  const outcome = market?.outcomes[0];
  if (!outcome) throw new Error('no live outcome');
  const first = await placed({
    singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 10 }],
    userAcceptOdds: 'D',
  });
  const before = outcome.consolidatedPrice;
  outcome.consolidatedPrice = { currentPrice: { decimal: before.currentPrice.decimal + 0.1 } };
  server.clock.advance(5000);
  server.ctx.betting.resolveDue();
  const status = await server.app.inject({
    method: 'PUT',
    url: `/xapi/rest/betslips/${first.betSlipId}/status`,
    headers: demo.headers,
  });
  expect(status.json<PlacedBetslipResponse>().model).toMatchObject({
    status: 'REJECTED',
    errors: [expect.objectContaining({ code: 'RES-00152' })],
  });
  expect(await balance()).toBe(1000);
  outcome.consolidatedPrice = before;
});

it('refuses a feed alert with RES-00249', async () => {
  const match = server.ctx.simulator.live().find((m) => m.record.event.markets.some((mk) => mk.status === 'OPEN'));
  const market = match?.record.event.markets.find((mk) => mk.status === 'OPEN' && mk.outcomes.every((o) => !o.hidden));
  if (!match || !market) throw new Error('no live market');
  match.feedAlerts.set(market.feedId, server.clock.now + 60_000);
  const outcome = market.outcomes[0];
  expect(codes(await placed({ singles: [{ outcomeId: outcome?.id, unitStake: 1 }] }))).toEqual(['RES-00249']);
  match.feedAlerts.delete(market.feedId);
});

it('offers a cash-out and pays it, or reports the changed value', async () => {
  const [event] = await prematchEvents(1);
  const model = await placed({ singles: [{ ...firstOutcome(event as SportEvent), unitStake: 100 }] });
  const bet = model.bets[0];
  expect(bet?.cashoutAmount).toBe(95);
  const url = `/xapi/bet/account/${demo.accountId}/openbet/${bet?.betId}/cashout`;
  const changed = (
    await server.app.inject({ method: 'POST', url, headers: demo.headers, payload: { amount: 80 } })
  ).json<CashoutDetailResponse>();
  expect(changed).toMatchObject({ status: 'VALUES_CHANGED', amount: null, cashoutAmount: 95 });
  expect((await server.app.inject({ method: 'POST', url, headers: demo.headers, payload: { amount: -1 } })).json()).toMatchObject(
    { status: 'INVALID_AMOUNT' },
  );
  const done = (
    await server.app.inject({ method: 'POST', url, headers: demo.headers, payload: { amount: 95 } })
  ).json<CashoutDetailResponse>();
  expect(contractViolations(done, cashoutDetailResponseSchema)).toEqual([]);
  expect(done).toMatchObject({ status: 'SUCCESS', amount: 95, bet: { status: 'CASHED_OUT', result: 'CASHED_OUT', returns: 95 } });
  expect(await balance()).toBe(995);
  expect((await server.app.inject({ method: 'POST', url, headers: demo.headers, payload: { amount: 95 } })).json()).toMatchObject(
    { status: 'ERROR' },
  );
  const settled = (
    await server.app.inject({ url: '/xapi/rest/acchistory/dailySettledBets?numberOfBets=50', headers: demo.headers })
  ).json<BetDetailsResponse>();
  expect(settled.bets.map((b) => b.betId)).toEqual([bet?.betId]);
});

it('answers bad input with 4xx, never a bet', async () => {
  const [event] = await prematchEvents(1);
  const pick = firstOutcome(event as SportEvent);
  for (const unitStake of [-1, 'ten', 1e12, { amount: 1 }])
    expect((await place({ singles: [{ ...pick, unitStake }] })).statusCode).toBe(400);
  expect((await place({ singles: [{ outcomeId: 123456789, unitStake: 1 }] })).statusCode).toBe(404);
  expect((await place({ singles: [pick, pick] })).statusCode).toBe(400);
  expect(
    (await place({ singles: [{ ...pick, unitStake: 1 }], multiples: [{ betTypeId: 200009, unitStake: 1 }] })).statusCode,
  ).toBe(400);
  const noUuid = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${demo.accountId}/betslips`,
    headers: demo.headers,
    payload: { singles: [] },
  });
  expect(noUuid.statusCode).toBe(400);
  const other = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/100001/betslips?uuid=${uuid()}`,
    headers: demo.headers,
    payload: { singles: [{ ...pick, unitStake: 1 }] },
  });
  expect(other.statusCode).toBe(403);
  const anonymous = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${demo.accountId}/betslips?uuid=${uuid()}`,
    payload: { singles: [{ ...pick, unitStake: 1 }] },
  });
  expect(anonymous.statusCode).toBe(401);
  expect(await balance()).toBe(1000);
});

it('books a slip under a retail code and loads it back', async () => {
  const events = await prematchEvents(2);
  const singles = events.map((e) => ({ ...firstOutcome(e), unitStake: 1 }));
  const created = (
    await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/retailcodes', payload: { model: { singles } } })
  ).json<RetailCodeResponse>();
  expect(created.code).toMatch(/^[A-Z2-9]{8}$/);
  const loaded = (
    await server.app.inject({
      method: 'POST',
      url: '/xapi/rest/betslips/retailcodes',
      payload: { code: created.code.toLowerCase() },
    })
  ).json<RetailCodeResponse>();
  expect(loaded.selections.map((s) => s.outcomeId)).toEqual(singles.map((s) => s.outcomeId));
  expect(
    (await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/retailcodes', payload: { code: 'NOPE1234' } }))
      .statusCode,
  ).toBe(404);
});

it('serves the parlay extra winnings promotion', async () => {
  const res = await server.app.inject('/xapi/rest/promotions/epw');
  expect(res.json()).toMatchObject({
    epwPromoFilterValues: expect.arrayContaining([{ betSize: 3, percentage: 3 }]),
    maxAmount: 10000,
  });
});

/** An outcome of a prematch event carrying power odds (a boosted price). */
async function powerOddsOutcome() {
  const power = (await server.app.inject('/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS')).json<{
    margins: Array<{ eventId: number }>;
  }>();
  const record = power.margins
    .map((m) => server.ctx.catalogue.get(m.eventId))
    .find((r) => r?.phase === 'PREMATCH' && Date.parse(r.event.startTime) > server.clock.now);
  const outcome = record?.event.markets[0]?.outcomes[0];
  if (!outcome) throw new Error('no power-odds outcome');
  return outcome;
}

it('a booking code keeps a boosted price', async () => {
  const outcome = await powerOddsOutcome();
  const boosted = boostedPrice(outcome.consolidatedPrice.currentPrice.decimal);
  const book = async (payload: object) =>
    (await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/retailcodes', payload })).json<RetailCodeResponse>();
  const { code } = await book({ model: { singles: [{ outcomeId: outcome.id, decimal: boosted, unitStake: 1 }] } });
  expect((await book({ code })).selections[0]?.decimal).toBe(boosted);
});

it('accepts the boosted price on a power-odds event', async () => {
  const outcome = await powerOddsOutcome();
  const boosted = boostedPrice(outcome.consolidatedPrice.currentPrice.decimal);
  expect(boosted).toBeGreaterThan(outcome.consolidatedPrice.currentPrice.decimal);
  const model = await placed({ singles: [{ outcomeId: outcome.id, decimal: boosted, unitStake: 10 }], userAcceptOdds: 'D' });
  expect(model.status).toBe('ACCEPTED');
  expect(model.bets[0]?.legs[0]?.decimal).toBe(boosted);
});

it('applies the brand tax to stakes and returns (stake rate 12.5 %, 20 % of winnings)', async () => {
  const player = freshPlayer(server, { brand: 'ke', deposit: 10_000 });
  const [event] = await prematchEvents(1);
  const pick = firstOutcome(event as SportEvent);
  const res = await server.app.inject({
    method: 'PUT',
    url: '/xapi/rest/betslips/selections',
    headers: player.headers,
    payload: { model: { singles: [{ ...pick, unitStake: 1000 }] } },
  });
  const single = res.json<BetslipPricingResponse>().model.singles[0];
  const gross = 875 * pick.decimal;
  expect(single?.stakeAfterTax).toBe(875);
  expect(single?.potentialTaxDeduction).toBeCloseTo(Math.max(0, gross - 1000) * 0.2, 1);
  expect(single?.potentialReturns).toBeCloseTo(gross - Math.max(0, gross - 1000) * 0.2, 1);

  // The placed bet carries the same tax lines, so the receipt and My Bets show what pricing showed.
  const res2 = await place({ singles: [{ ...pick, unitStake: 1000 }], userAcceptOdds: 'A' }, uuid(), player);
  const [bet] = res2.json<PlacedBetslipResponse>().model.bets;
  expect(bet).toMatchObject({
    stakeTax: 125,
    winningsTax: single?.potentialTaxDeduction,
    potentialReturns: single?.potentialReturns,
  });
  const [listed] = (
    await server.app.inject({ url: `/xapi/bet/account/${player.accountId}/openbets`, headers: player.headers })
  ).json<{ bets: Array<{ stakeTax: number; winningsTax: number }> }>().bets;
  expect(listed).toMatchObject({ stakeTax: 125, winningsTax: single?.potentialTaxDeduction });
});

it('a bet of an untaxed brand has no tax lines', async () => {
  const [event] = await prematchEvents(1);
  const [bet] = (await placed({ singles: [{ ...firstOutcome(event as SportEvent), unitStake: 10 }], userAcceptOdds: 'A' })).bets;
  expect(bet).toMatchObject({ stakeTax: 0, winningsTax: 0 });
});
