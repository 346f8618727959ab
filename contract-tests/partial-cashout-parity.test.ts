import type { CashoutDetailResponse, EventsResponse, OperatorSettings, PlacedBetslipResponse } from '@sportsbook/contracts';
import fc from 'fast-check';
import { freshPlayer, testServer, type TestServer } from '../api/src/testing/test-server';
import { minimumStakeLeft, previewPart } from '../mfe-betslip/src/my-bets/cashout-terms';
import { betslipSettingsFrom } from '../mfe-betslip/src/settings/betslip-settings';

/**
 * My Bets shows the stake a partial cash out leaves before the player confirms it. For
 * random stakes and parts, in each brand's currency, the figure shown is the stake the API keeps,
 * and a part My Bets refuses is a part the API refuses.
 */
const BRANDS = [
  { brand: 'eu', currency: 'EUR', stakes: [1, 500] },
  { brand: 'ke', currency: 'KES', stakes: [10, 20_000] },
  { brand: 'vn', currency: 'VND', stakes: [1_000, 5_000_000] },
] as const;

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

let slipNumber = 0;

it.each(BRANDS)('$brand: the stake left shown is the stake the API keeps', async ({ brand, currency, stakes }) => {
  const settings = betslipSettingsFrom(
    (await server.app.inject({ url: '/api/all_cached_settings', headers: { 'x-sb-brand': brand } })).json<OperatorSettings>(),
  );
  const events = (
    await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50')
  ).json<EventsResponse>().events;
  const outcomes = events.filter((e) => !e.isOutright).flatMap((e) => e.markets[0]?.outcomes.slice(0, 1) ?? []);
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: stakes[0], max: stakes[1] }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.nat(outcomes.length - 1),
      async (stake, share, pick) => {
        const player = freshPlayer(server, { brand, deposit: stakes[1] * 2 });
        const outcome = outcomes[pick]!;
        const placed = await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?withAuth=true&uuid=parity-${++slipNumber}`,
          headers: player.headers,
          payload: {
            singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: stake }],
          },
        });
        const bet = placed.json<PlacedBetslipResponse>().model.bets[0]!;
        const offer = bet.cashoutAmount!;
        const part = Math.round(offer * share * 100) / 100;
        const shown = previewPart(bet.totalStake, offer, part, minimumStakeLeft(bet, settings, currency));
        const answer = (
          await server.app.inject({
            method: 'POST',
            url: `/xapi/bet/account/${player.accountId}/openbet/${bet.betId}/cashout`,
            headers: player.headers,
            payload: { amount: offer, part },
          })
        ).json<CashoutDetailResponse>();
        // The whole offer typed as a part is a full cash out, which the control offers apart.
        if (part === offer) expect(answer.bet.status).toBe('CASHED_OUT');
        else if ('stakeLeft' in shown) expect(answer).toMatchObject({ status: 'SUCCESS', bet: { totalStake: shown.stakeLeft } });
        else expect(answer.status).toBe('INVALID_AMOUNT');
      },
    ),
    { numRuns: 40 },
  );
});
