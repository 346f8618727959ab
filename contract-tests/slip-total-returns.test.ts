import type { OperatorSettings, PlacedBetslipResponse } from '@sportsbook/contracts';
import { systemsFor, toMinor, type EpwConfig } from '@sportsbook/stakes';
import fc from 'fast-check';
import { freshPlayer, testServer, type TestServer } from '../api/src/testing/test-server';
import { slipModel } from '../mfe-betslip/src/betslip/slip-model';
import { slipTotals } from '../mfe-betslip/src/betslip/slip-totals';
import { EMPTY_PERSISTED, type PersistedSlip, type SlipSelection } from '../mfe-betslip/src/betslip/slip-types';
import { betslipSettingsFrom } from '../mfe-betslip/src/settings/betslip-settings';
import { slipSelectionPool } from './slip-pool';

/**
 * The slip's "Potential returns" is what the book stores for the bets it places: every bet's returns
 * and the multiple's parlay extra winnings, to the minor unit (a treble with a Trixie in EUR, a
 * multiple in KES), for a logged-in player the promotion covers.
 */

const BRANDS = [
  { brand: 'eu', currency: 'EUR', maxMinor: 2_000, min: 1 },
  { brand: 'ke', currency: 'KES', maxMinor: 200_000, min: 50 },
] as const;

let server: TestServer;
let pool: SlipSelection[];

beforeAll(async () => {
  server = await testServer();
  pool = await slipSelectionPool(server);
});
afterAll(() => server.app.close());

async function brandTerms(brand: string) {
  const headers = { 'x-sb-brand': brand };
  const settings = (await server.app.inject({ url: '/api/all_cached_settings', headers })).json<OperatorSettings>();
  const epw = (await server.app.inject({ url: '/xapi/rest/promotions/epw', headers })).json<EpwConfig>();
  return { settings: betslipSettingsFrom(settings), epw };
}

it("the slip's total potential returns, extra winnings included, are the returns the API stores", async () => {
  let placed = 0;
  let extraPaid = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...BRANDS),
      fc.nat({ max: 100 }),
      fc.integer({ min: 3, max: 6 }),
      fc.integer({ min: 100, max: 200_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      async ({ brand, currency, maxMinor, min }, start, legs, multipleMinor, systemMinor) => {
        const { settings, epw } = await brandTerms(brand);
        const selections = pool.slice(start, start + legs);
        const system = settings.africanBetslip ? undefined : systemsFor(selections.length)[0];
        const slip: PersistedSlip = {
          ...EMPTY_PERSISTED,
          selections,
          multipleStake: ((multipleMinor % maxMinor) / 100 + min).toFixed(2),
          systemStakes: system && systemMinor > 0 ? { [system.code]: ((systemMinor % maxMinor) / 100 + min).toFixed(2) } : {},
        };
        const offer = { config: epw, who: { enabled: true, loggedIn: true, excludedFromPromotions: false } };
        const totals = slipTotals(slip, settings, currency, 'euro', offer);
        const player = freshPlayer(server, { brand, deposit: 1_000_000 });
        const res = await server.app.inject({
          method: 'POST',
          url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=slip-total-${++placed}`,
          headers: player.headers,
          payload: { ...slipModel(slip, totals), userAcceptOdds: 'A' },
        });
        if (res.statusCode !== 200) throw new Error(res.body);
        const stored = server.ctx.db
          .prepare<[string], { minor: number }>('SELECT SUM(potential_return_minor) AS minor FROM bets WHERE account_id = ?')
          .get(player.accountId);
        expect([res.json<PlacedBetslipResponse>().model.errors, toMinor(totals.potentialReturns)]).toEqual([[], stored?.minor]);
        extraPaid += totals.multiple?.extraWinnings ?? 0;
      },
    ),
    { numRuns: 40, seed: 58 },
  );
  // The cases include multiples the promotion pays on, so the total is checked with extra winnings in it.
  expect(extraPaid).toBeGreaterThan(0);
}, 60_000);
