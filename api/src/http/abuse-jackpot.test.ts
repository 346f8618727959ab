import type {
  ActiveJackpotsResponse,
  EventsResponse,
  Jackpot,
  JackpotBet,
  JackpotCalculationResponse,
  JackpotPlacementResponse,
  JackpotSingle,
  SportEvent,
} from '@sportsbook/contracts';
import { jackpotGridSize } from '@sportsbook/stakes';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';
import { toMinor } from '../wallet/money';
import { JackpotSettlement } from '../jackpot/jackpot-settlement';

/** The pari-mutuel jackpot (docs/decisions/jackpot-pool.md) as a player meets it through the API. */
let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

type Brand = 'eu' | 'ke' | 'vn';

/** The Midweek jackpot in a brand, with each match's home, draw and away outcome ids. */
async function midweek(brand: Brand = 'eu'): Promise<{ jackpot: Jackpot; results: number[][] }> {
  const { jackpots } = (
    await server.app.inject({ url: '/xapi/rest/jackpotbetweb/active', headers: { 'x-sb-brand': brand } })
  ).json<ActiveJackpotsResponse>();
  const jackpot = jackpots.find((j) => j.eventIds.length === 8);
  if (!jackpot) throw new Error('no Midweek jackpot');
  const { events } = (
    await server.app.inject(`/xapi/rest/events?ids=${jackpot.eventIds.join(',')}&eventsPerPage=50`)
  ).json<EventsResponse>();
  const results = jackpot.eventIds.map((id) => {
    const event = events.find((e) => e.id === id) as SportEvent;
    const market = event.markets.find((m) => m.marketTypeCode === 'MRES' && m.period.fullAbbreviation === 'FT');
    return (market?.outcomes ?? []).map((o) => o.id);
  });
  return { jackpot, results };
}

/** A slip backing, for each match, the results at the given positions (0 home, 1 draw, 2 away). */
function slip(jackpot: Jackpot, results: number[][], picks: readonly (readonly number[])[]): JackpotBet {
  const singles: JackpotSingle[] = picks.flatMap((positions, i) =>
    positions.map((p) => ({ outcomeId: results[i]?.[p] ?? 0, ordinal: i + 1 })),
  );
  const lines = picks.reduce((product, positions) => product * positions.length, 1);
  return {
    jackpotId: jackpot.id,
    globalStake: jackpot.lineStake,
    jackpotTotalStake: toMinor(jackpot.lineStake * lines) / 100,
    noOfBets: lines,
    originId: 11,
    singles,
  };
}

let uuid = 0;
async function place(player: LoggedIn, bet: JackpotBet) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/jackpotbetslips?uuid=pool-slip-${++uuid}`,
    headers: player.headers,
    payload: bet,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<JackpotPlacementResponse>().model;
}

const all = [0, 1, 2];

it('refuses the sure profit: three slips that between them cover every result of Midweek 8', async () => {
  const { jackpot, results } = await midweek();
  expect(jackpot.pool.lineCap).toBeLessThan(jackpotGridSize(8));
  const player = freshPlayer(server, { deposit: 5000 });
  const placed = [];
  // Every result of matches 1–7 and one result of match 8: 2,187 lines each, 6,561 in all.
  for (const last of all) placed.push(await place(player, slip(jackpot, results, [...Array(7).fill(all), [last]])));
  expect(placed.map((p) => p.status)).toEqual(['REJECTED', 'REJECTED', 'REJECTED']);
  expect(placed[0]?.errors).toEqual([
    {
      code: 'RES-00233',
      message: `One player may hold at most ${jackpot.pool.lineCap} lines on this jackpot; ${jackpot.pool.lineCap} are left`,
    },
  ]);
  expect(server.ctx.wallets.get(player.accountId).balanceMinor).toBe(500_000);
});

it('caps the lines of one player on a jackpot across parallel slips', async () => {
  const { jackpot, results } = await midweek();
  const player = freshPlayer(server, { deposit: 5000 });
  // 216 lines a slip (three triples, three doubles): three fit under the cap of 648, five are sent at once.
  const bet = slip(jackpot, results, [all, all, all, [0, 1], [0, 1], [0, 1], [0], [0]]);
  expect(bet.noOfBets * 3).toBe(jackpot.pool.lineCap);
  const placed = await Promise.all(Array.from({ length: 5 }, () => place(player, bet)));
  expect(placed.filter((p) => p.status === 'ACCEPTED')).toHaveLength(3);
  expect(placed.filter((p) => p.status === 'REJECTED').every((p) => p.errors[0]?.code === 'RES-00233')).toBe(true);
  expect(server.ctx.wallets.get(player.accountId).balanceMinor).toBe(500_000 - toMinor(jackpot.lineStake) * 648);

  // Pricing tells the logged-in player before they press Place.
  const priced = await server.app.inject({
    method: 'POST',
    url: '/xapi/rest/jackpotbetslips/selections',
    headers: player.headers,
    payload: {
      model: { globalStake: jackpot.lineStake, jackpotId: jackpot.id },
      outcomeIds: bet.singles.map((s) => s.outcomeId).join(','),
    },
  });
  expect(priced.json<JackpotCalculationResponse>().model.errors).toEqual([expect.objectContaining({ code: 'RES-00233' })]);
});

it('takes one stake per line, so every winning line is worth the same share', async () => {
  const { jackpot, results } = await midweek();
  const player = freshPlayer(server);
  const bet = slip(jackpot, results, Array(8).fill([0]));
  const dearer = await place(player, { ...bet, globalStake: 100, jackpotTotalStake: 100 });
  expect(dearer).toMatchObject({ status: 'REJECTED', errors: [expect.objectContaining({ code: 'RES-00034' })] });
});

it('shows the pool: the guarantee until the stakes’ share passes it, the return share and the cap', async () => {
  const { jackpot } = await midweek('ke');
  expect(jackpot.pool).toEqual({ guarantee: 1_500 * 140, returnPercent: 60, lineCap: 648 });
  expect(jackpot.jackpotPrize).toBe(jackpot.pool.guarantee);
  expect(jackpot.lineStake).toBe(70);
});

it('settles the pool: the winning lines share it equally, rounded down, whatever each slip cost', async () => {
  const { jackpot, results } = await midweek('vn');
  const [alone, twoLines, wrong] = [1, 2, 3].map(() => freshPlayer(server, { brand: 'vn', deposit: 1_000_000 }));
  const homes = Array(7).fill([0]);
  const placed = [
    await place(alone as LoggedIn, slip(jackpot, results, [[0], ...homes])),
    await place(twoLines as LoggedIn, slip(jackpot, results, [[0, 1], ...homes])),
    await place(wrong as LoggedIn, slip(jackpot, results, [[2], ...homes])),
  ];
  expect(placed.map((p) => p.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);

  // Every home side wins: two winning lines (one each of the first two players) share the pool.
  const homeIds = new Set(results.map((r) => r[0]));
  for (const eventId of jackpot.eventIds)
    server.ctx.betting.settleEvent(eventId, (leg) => (homeIds.has(leg.outcome_id) ? 'WON' : 'LOST'));
  new JackpotSettlement(server.ctx.db, server.ctx.betting.store, server.ctx.wallets, server.ctx.clock).settleDecided();

  // Four lines staked: 60 % of them is far below the guarantee, which the operator tops up to.
  const guaranteeMinor = toMinor(jackpot.pool.guarantee);
  const share = Math.floor(guaranteeMinor / 2);
  const stakeMinor = toMinor(jackpot.lineStake);
  const bets = placed.map((p) => server.ctx.betting.store.betsOfSlip(Number(p.betSlipId))[0]);
  expect(bets.map((b) => [b?.status, b?.return_minor])).toEqual([
    ['WON', share],
    ['WON', share],
    ['LOST', 0],
  ]);
  expect(server.ctx.wallets.get((alone as LoggedIn).accountId).balanceMinor).toBe(100_000_000 - stakeMinor + share);
  expect(server.ctx.wallets.get((twoLines as LoggedIn).accountId).balanceMinor).toBe(100_000_000 - 2 * stakeMinor + share);
});
