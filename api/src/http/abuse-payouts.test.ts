/**
 * The abuse suite, payouts: what a player tried to get back beyond what the book owes. The Kenyan
 * stake tax bought back by cashing out at once, and a payout rounded up to the next cent.
 */
import type { BetDetail, EventsResponse, PlacedBetslipResponse, SessionResponse, SportEvent } from '@sportsbook/contracts';
import { stakeAfterTaxMinor, toMinor } from '@sportsbook/stakes';
import fc from 'fast-check';
import { taxOf } from '../betting/returns';
import { BRANDS } from '../content/brands';
import { serverSetting } from '../db/database';
import { GAMES } from '../demo-games/game-catalogue';
import { BETTING_MS, ROUND_MS, roundAt, roundResult, type CrashResult } from '../demo-games/game-rounds';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let events: SportEvent[];
beforeAll(async () => {
  server = await testServer();
  events = (await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100'))
    .json<EventsResponse>()
    .events.filter((e) => !e.isOutright && e.markets[0]?.status === 'OPEN');
});
afterAll(() => server.app.close());

let slipNumber = 0;

it('an immediate cash out of a taxed bet never returns more than the net stake, nor gives the stake tax back', async () => {
  const tax = taxOf(BRANDS.ke!);
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1_000, max: 2_000_000 }),
      fc.nat(events.length - 1),
      fc.nat(2),
      async (stakeMinor, e, o) => {
        const player = freshPlayer(server, { brand: 'ke', deposit: 20_000 });
        const outcome = events[e]!.markets[0]!.outcomes[o % events[e]!.markets[0]!.outcomes.length]!;
        const placed = await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=abuse-cashout-${++slipNumber}`,
          headers: player.headers,
          payload: { singles: [{ outcomeId: outcome.id, unitStake: stakeMinor / 100 }] },
        });
        const bet = placed.json<PlacedBetslipResponse>().model.bets[0] as BetDetail;
        const offer = toMinor(bet.cashoutAmount ?? 0);
        expect(offer).toBeLessThanOrEqual(stakeAfterTaxMinor(stakeMinor, tax));
        const before = server.ctx.wallets.get(player.accountId).balanceMinor;
        await server.app.inject({
          method: 'POST',
          url: `/xapi/bet/account/${player.accountId}/openbet/${bet.betId}/cashout`,
          headers: player.headers,
          payload: { amount: bet.cashoutAmount },
        });
        expect(server.ctx.wallets.get(player.accountId).balanceMinor - before).toBe(offer);
      },
    ),
    { numRuns: 40, seed: 594 },
  );
}, 60_000);

it('a game win is the stake times the multiplier rounded down to the cent, never up', async () => {
  const secret = serverSetting(server.ctx.db, 'game_secret', () => 'unused');
  const crashPoint = () =>
    (roundResult(GAMES.cryptoblast, 'cryptoblast', roundAt(server.clock.now), secret) as CrashResult).crashPoint;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 10, max: 5_000 }), fc.integer({ min: 101, max: 150 }), async (stakeMinor, hundredths) => {
      const player = freshPlayer(server, { deposit: 100 });
      const session = (await server.app.inject({ url: '/api/session', headers: player.headers })).json<SessionResponse>();
      const headers = { 'x-game-token': session.icore_token as string };
      server.clock.advance(ROUND_MS - (server.clock.now % ROUND_MS));
      while (crashPoint() < hundredths / 100) server.clock.advance(ROUND_MS);
      const pick = { cashOut: hundredths / 100 };
      const placed = await server.app.inject({
        method: 'POST',
        url: '/api/demo-games/cryptoblast/bets',
        headers,
        payload: { round: roundAt(server.clock.now), stake: stakeMinor / 100, pick },
      });
      server.clock.advance(BETTING_MS);
      const settled = await server.app.inject({
        method: 'POST',
        url: `/api/demo-games/cryptoblast/bets/${placed.json<{ id: number }>().id}/settle`,
        headers,
      });
      // Exact in integers: the stake in cents times the multiplier in hundredths, over 100.
      expect(settled.json()).toMatchObject({ status: 'WON', win: Math.floor((stakeMinor * hundredths) / 100) / 100 });
    }),
    { numRuns: 40, seed: 595 },
  );
}, 60_000);
