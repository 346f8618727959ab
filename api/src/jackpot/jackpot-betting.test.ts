import type {
  ActiveJackpotsResponse,
  BetDetailsResponse,
  EventsResponse,
  JackpotBet,
  JackpotCalculationResponse,
  JackpotPlacementResponse,
  SportEvent,
} from '@sportsbook/contracts';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

async function jackpotWithEvents() {
  const { jackpots } = (await server.app.inject('/xapi/rest/jackpotbetweb/active')).json<ActiveJackpotsResponse>();
  const jackpot = jackpots.find((j) => j.eventIds.length === 8) ?? jackpots[0];
  if (!jackpot) throw new Error('no jackpot');
  const { events } = (
    await server.app.inject(`/xapi/rest/events?ids=${jackpot.eventIds.join(',')}&eventsPerPage=50`)
  ).json<EventsResponse>();
  const ordered = jackpot.eventIds.map((id) => events.find((e) => e.id === id) as SportEvent);
  const outcomesOf = (event: SportEvent) =>
    event.markets.find((m) => m.marketTypeCode === 'MRES' && m.period.fullAbbreviation === 'FT')?.outcomes ?? [];
  return { jackpot, events: ordered, outcomesOf };
}

it('prices a jackpot slip: lines are the product of picks per match', async () => {
  const { jackpot, events, outcomesOf } = await jackpotWithEvents();
  const ids = events.flatMap((e, i) =>
    outcomesOf(e)
      .slice(0, i === 0 ? 2 : 1)
      .map((o) => o.id),
  );
  const res = await server.app.inject({
    method: 'POST',
    url: '/xapi/rest/jackpotbetslips/selections',
    payload: { model: { globalStake: jackpot.lineStake, jackpotId: jackpot.id, originId: 11 }, outcomeIds: ids.join(',') },
  });
  expect(res.json<JackpotCalculationResponse>().model).toEqual({
    jackpotId: jackpot.id,
    globalStake: jackpot.lineStake,
    noOfBets: 2,
    totalCost: 2 * jackpot.lineStake,
    errors: [],
  });
  const partial = await server.app.inject({
    method: 'POST',
    url: '/xapi/rest/jackpotbetslips/selections',
    payload: { model: { globalStake: 1, jackpotId: jackpot.id, originId: 11 }, outcomeIds: ids.slice(0, 3).join(',') },
  });
  expect(partial.json<JackpotCalculationResponse>().model.noOfBets).toBe(0);
  const wrong = await server.app.inject({
    method: 'POST',
    url: '/xapi/rest/jackpotbetslips/selections',
    payload: { model: { globalStake: 1, jackpotId: 99 }, outcomeIds: '' },
  });
  expect(wrong.statusCode).toBe(404);
});

it('places a complete jackpot slip once per uuid and settles it when the last match ends', async () => {
  const player = freshPlayer(server);
  const { jackpot, events, outcomesOf } = await jackpotWithEvents();
  const singles = events.map((e, i) => ({ outcomeId: outcomesOf(e)[0]?.id ?? 0, ordinal: i + 1 }));
  const bet: JackpotBet = {
    jackpotId: jackpot.id,
    jackpotPrize: jackpot.jackpotPrize,
    globalStake: jackpot.lineStake,
    jackpotTotalStake: jackpot.lineStake,
    noOfBets: 1,
    originId: 11,
    singles,
  };
  const url = `/xapi/rest/accounts/${player.accountId}/jackpotbetslips?uuid=jackpot-slip-1`;
  const first = (
    await server.app.inject({ method: 'POST', url, headers: player.headers, payload: bet })
  ).json<JackpotPlacementResponse>();
  expect(first.model).toMatchObject({
    status: 'ACCEPTED',
    totalCost: jackpot.lineStake,
    availableBalance: 1000 - jackpot.lineStake,
    errors: [],
  });
  const again = (
    await server.app.inject({ method: 'POST', url, headers: player.headers, payload: bet })
  ).json<JackpotPlacementResponse>();
  expect(again.model.betSlipId).toBe(first.model.betSlipId);

  const incomplete = await server.app.inject({
    method: 'POST',
    url: `${url}-2`,
    headers: player.headers,
    payload: { ...bet, singles: singles.slice(1) },
  });
  expect(incomplete.json()).toMatchObject({ statusCode: 400, code: 'JACKPOT_INCOMPLETE' });
  const stale = (
    await server.app.inject({
      method: 'POST',
      url: `${url}-3`,
      headers: player.headers,
      payload: { ...bet, jackpotTotalStake: 99 },
    })
  ).json<JackpotPlacementResponse>();
  expect(stale.model).toMatchObject({ status: 'REJECTED', errors: [expect.objectContaining({ code: 'RES-00152' })] });

  const code = await server.app.inject({ method: 'POST', url: '/xapi/rest/jackpotbetslips/retailcodes', payload: bet });
  expect(code.json()).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), expiresAt: expect.any(String) });

  // Jump past the last kick-off: the simulator plays the matches through and settlement runs.
  const last = Math.max(...events.map((e) => Date.parse(e.startTime)));
  server.play(last - server.clock.now + 4 * 3_600_000);
  server.play(3_000);
  const fresh = freshPlayer(server);
  const settled = server.ctx.betting.store.bet(Number(server.ctx.betting.store.betsOfSlip(Number(first.model.betSlipId))[0]?.id));
  expect(settled?.status).toMatch(/WON|LOST/);
  const legs = server.ctx.betting.store.legs(settled?.id ?? 0);
  expect(legs.every((l) => l.result !== 'OPEN')).toBe(true);
  expect(settled?.status).toBe(legs.every((l) => l.result !== 'LOST') ? 'WON' : 'LOST');
  const ledger = server.ctx.wallets.ledgerTotals(player.accountId);
  expect(ledger.real).toBe(server.ctx.wallets.get(player.accountId).balanceMinor);
  expect(
    (
      await server.app.inject({ url: `/xapi/bet/account/${fresh.accountId}/openbets`, headers: fresh.headers })
    ).json<BetDetailsResponse>().bets,
  ).toEqual([]);
});
