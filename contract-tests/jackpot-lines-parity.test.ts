import type { ActiveJackpotsResponse, EventsResponse, JackpotCalculationResponse, JackpotSingle } from '@sportsbook/contracts';
import fc from 'fast-check';
import { testServer, type TestServer } from '../api/src/testing/test-server';
import { lineCount } from '../mfe-jackpot/src/slip/jackpot-picks';

/**
 * The jackpot slip counts its lines before the API prices them, with the one rule in
 * @sportsbook/stakes: for random picks on every jackpot, the slip's count is the API's noOfBets, an
 * incomplete slip is 0 on both sides.
 */
let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

it('the jackpot slip counts the lines the API prices', async () => {
  const { jackpots } = (await server.app.inject('/xapi/rest/jackpotbetweb/active')).json<ActiveJackpotsResponse>();
  for (const jackpot of jackpots) {
    const { events } = (
      await server.app.inject(`/xapi/rest/events?ids=${jackpot.eventIds.join(',')}&eventsPerPage=50`)
    ).json<EventsResponse>();
    const outcomes = jackpot.eventIds.map((id) => {
      const market = events.find((e) => e.id === id)?.markets.find((m) => m.marketTypeCode === 'MRES');
      return (market?.outcomes ?? []).map((o) => o.id);
    });
    // Each match gets a subset of its three results; a match left empty makes the slip incomplete.
    const picks = fc.tuple(...outcomes.map(() => fc.subarray([0, 1, 2], { minLength: 0, maxLength: 3 })));
    await fc.assert(
      fc.asyncProperty(picks, async (chosen) => {
        const singles: JackpotSingle[] = chosen.flatMap((positions, i) =>
          positions.map((p) => ({ outcomeId: outcomes[i]?.[p] ?? 0, ordinal: i + 1 })),
        );
        const res = await server.app.inject({
          method: 'POST',
          url: '/xapi/rest/jackpotbetslips/selections',
          payload: {
            model: { globalStake: jackpot.lineStake, jackpotId: jackpot.id },
            outcomeIds: singles.map((s) => s.outcomeId).join(','),
          },
        });
        expect(res.json<JackpotCalculationResponse>().model.noOfBets).toBe(lineCount(singles, jackpot.eventIds.length));
      }),
      { numRuns: 60 },
    );
  }
});
