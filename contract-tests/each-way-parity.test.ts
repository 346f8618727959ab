import type { BetDetail, PlacedBetslipResponse } from '@sportsbook/contracts';
import { eachWayFiguresMinor, NO_TAX_RATES, toMinor } from '@sportsbook/stakes';
import fc from 'fast-check';
import type { LegRow } from '../api/src/betting/bet-store';
import { freshPlayer, testServer, type TestServer } from '../api/src/testing/test-server';

/**
 * Each-way terms and odds are one rule (@sportsbook/stakes eachWayFiguresMinor), which the slip shows
 * (betslip-parity.test.ts compares its figures with the API's pricing). Here the API's booked and
 * settled figures are that rule's: for random each-way singles, the stake, the potential return, and
 * the return and its word (Won, Placed, Lost) as the selection wins, only places, or does neither.
 */
let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

const outcomes = () =>
  [...server.ctx.catalogue.all()]
    .filter((r) => r.event.isOutright && r.phase === 'PREMATCH' && r.event.markets[0]?.placeTerms)
    .flatMap((r) => {
      const market = r.event.markets[0] as NonNullable<(typeof r.event.markets)[0]>;
      return market.outcomes.map((outcome) => ({
        eventId: r.event.id,
        outcome,
        terms: market.placeTerms as NonNullable<typeof market.placeTerms>,
      }));
    });

let slipNumber = 0;
const FINISHES = ['won', 'placed', 'unplaced'] as const;

it('books and settles an each-way single by the shared rule', async () => {
  const pool = outcomes();
  expect(pool.length).toBeGreaterThan(0);
  await fc.assert(
    fc.asyncProperty(
      fc.nat(pool.length - 1),
      fc.integer({ min: 10, max: 50_000 }),
      fc.constantFrom(...FINISHES),
      async (pick, unitMinor, finish) => {
        const { eventId, outcome, terms } = pool[pick] as (typeof pool)[number];
        const player = freshPlayer(server, { deposit: 1_000 });
        const placed = await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=each-way-parity-${++slipNumber}`,
          headers: player.headers,
          payload: { singles: [{ outcomeId: outcome.id, unitStake: unitMinor / 100, eachWay: true }] },
        });
        const bet = placed.json<PlacedBetslipResponse>().model.bets[0] as BetDetail;
        const figures = eachWayFiguresMinor(unitMinor, [{ decimal: bet.legs[0]?.decimal ?? 0, terms }], NO_TAX_RATES);
        expect([toMinor(bet.totalStake), toMinor(bet.potentialReturns)]).toEqual([figures.stakeMinor, figures.returnsMinor]);

        const mine = (leg: LegRow) => leg.outcome_id === outcome.id;
        server.ctx.betting.settleEvent(
          eventId,
          (leg) => (mine(leg) && finish === 'won' ? 'WON' : 'LOST'),
          (leg) => (mine(leg) && finish !== 'unplaced' ? 'WON' : 'LOST'),
        );
        const settled = server.ctx.betting.detail(
          server.ctx.betting.store.bet(Number(bet.betId)) as NonNullable<ReturnType<typeof server.ctx.betting.store.bet>>,
        );
        const expected = { won: figures.returnsMinor, placed: figures.placeReturnsMinor, unplaced: 0 }[finish];
        expect(toMinor(settled.returns ?? -1)).toBe(expected);
        expect(settled.result).toBe({ won: 'WON', placed: 'PLACED', unplaced: 'LOST' }[finish]);
      },
    ),
    { numRuns: 60, seed: 58 },
  );
}, 60_000);
