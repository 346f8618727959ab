import type { BetDetail, BetDetailsResponse, PlacedBetslipResponse } from '@sportsbook/contracts';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // Ten match minutes per real second of the test clock.
  server = await testServer({ live: { speed: 600 }, liveBetDelaySeconds: 2 });
});
afterAll(() => server.app.close());

it('settles live bets when their events end: results from the final score, winnings credited', async () => {
  const player = freshPlayer(server);
  const picks = server.ctx.simulator
    .live()
    .filter((m) => m.record.sport.code === 'FOOT')
    .flatMap((m) => {
      const market = m.record.event.markets.find(
        (mk) => mk.marketTypeCode === 'MRES' && mk.period.fullAbbreviation === 'FT' && mk.status === 'OPEN',
      );
      return market && market.outcomes.every((o) => !o.hidden) ? [{ match: m, market }] : [];
    })
    .slice(0, 3);
  expect(picks.length).toBeGreaterThan(0);
  // Back every outcome of each match result, so exactly one bet per match wins.
  const slips: PlacedBetslipResponse['model'][] = [];
  for (const { market } of picks) {
    for (const outcome of market.outcomes) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=settle-${outcome.id}`,
        headers: player.headers,
        payload: { singles: [{ outcomeId: outcome.id, unitStake: 10 }], userAcceptOdds: 'A' },
      });
      slips.push(res.json<PlacedBetslipResponse>().model);
      server.clock.advance(2000);
      server.ctx.betting.resolveDue();
    }
  }
  expect(slips.every((s) => s.status === 'PENDING')).toBe(true);
  for (let i = 0; i < 40 && picks.some(({ match }) => match.record.phase !== 'FINISHED'); i++) server.play(1000);
  expect(
    picks.every(({ match }) => match.record.phase === 'FINISHED' && match.record.event.clock?.status === 'END_OF_EVENT'),
  ).toBe(true);

  const settled = (
    await server.app.inject({ url: '/xapi/rest/acchistory/dailySettledBets', headers: player.headers })
  ).json<BetDetailsResponse>().bets;
  expect(settled).toHaveLength(slips.length);
  for (const { match, market } of picks) {
    const { A, B } = match.state.score;
    const winnerIndex = A > B ? 0 : A === B ? 1 : 2;
    const bets = settled.filter((b: BetDetail) => b.legs[0]?.marketId === market.id);
    expect(bets.map((b) => b.status).sort()).toEqual(['LOST', 'LOST', 'WON']);
    const won = bets.find((b) => b.status === 'WON');
    expect(won?.legs[0]?.outcomeId).toBe(market.outcomes[winnerIndex]?.id);
    expect(won?.returns).toBe(Math.floor(10 * (won?.legs[0]?.decimal ?? 0) * 100) / 100);
  }
  const ledger = server.ctx.wallets.ledgerTotals(player.accountId);
  const wallet = server.ctx.wallets.get(player.accountId);
  expect(ledger.real).toBe(wallet.balanceMinor);
  const wins = settled.filter((b) => b.status === 'WON').reduce((sum, b) => sum + (b.returns ?? 0), 0);
  expect(wallet.balanceMinor).toBe(Math.round((1000 - 10 * slips.length + wins) * 100));
});

it('keeps at least the target number of events live as matches end and new ones kick off', () => {
  const before = new Set(server.ctx.simulator.live().map((m) => m.record.event.id));
  for (let i = 0; i < 30; i++) server.play(1000);
  const after = server.ctx.simulator.live();
  expect(after.length).toBeGreaterThanOrEqual(40);
  expect(after.some((m) => !before.has(m.record.event.id))).toBe(true);
});

it('settles an outright when its season ends', async () => {
  const player = freshPlayer(server);
  const outright = [...server.ctx.catalogue.all()].find((r) => r.event.isOutright && r.phase === 'PREMATCH');
  const outcome = outright?.event.markets[0]?.outcomes[0];
  if (!outright || !outcome) throw new Error('no outright');
  const res = await server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=outright-bet-1`,
    headers: player.headers,
    payload: { singles: [{ outcomeId: outcome.id, unitStake: 10 }] },
  });
  expect(res.json<PlacedBetslipResponse>().model.status).toBe('ACCEPTED');
  server.play(Date.parse(outright.event.startTime) - server.clock.now + 1000);
  server.play(3000);
  const bet = server.ctx.betting.store.openBets(player.accountId);
  expect(bet).toEqual([]);
  const [settled] = server.ctx.db
    .prepare<[string], { status: string }>('SELECT status FROM bets WHERE account_id = ?')
    .all(player.accountId);
  expect(settled?.status).toMatch(/WON|LOST/);
});
