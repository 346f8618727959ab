import type { BetslipPricingResponse, OperatorSettings } from '@sportsbook/contracts';
import { parlayExtraWinnings, systemsFor, toMinor, type EpwConfig } from '@sportsbook/stakes';
import fc from 'fast-check';
import { slipSelectionPool } from './slip-pool';
import { testServer, type TestServer } from '../api/src/testing/test-server';
import { slipModel } from '../mfe-betslip/src/betslip/slip-model';
import { slipTotals } from '../mfe-betslip/src/betslip/slip-totals';
import { EMPTY_PERSISTED, type PersistedSlip, type SlipSelection } from '../mfe-betslip/src/betslip/slip-types';
import { betslipSettingsFrom } from '../mfe-betslip/src/settings/betslip-settings';

/**
 * The slip and the API compute the same money. A random slip (1–15 selections on distinct
 * events of the real catalogue, every bet type that applies, stakes in each brand's currency, free-bet
 * singles, the Kenyan tax) is totalled by the slip's own code; the model the slip would send is priced
 * by the API; every figure the slip shows equals the API's to the minor unit.
 */

const BRANDS = [
  { brand: 'eu', currency: 'EUR', maxMinor: 100_000 },
  { brand: 'ke', currency: 'KES', maxMinor: 5_000_000 },
  { brand: 'vn', currency: 'VND', maxMinor: 1_000_000_000 },
] as const;

let server: TestServer;
let pool: SlipSelection[];
const settingsOf = new Map<string, OperatorSettings>();
const epwOf = new Map<string, EpwConfig>();

beforeAll(async () => {
  server = await testServer();
  pool = await slipSelectionPool(server);
  for (const { brand } of BRANDS) {
    const res = await server.app.inject({ url: '/api/all_cached_settings', headers: { 'x-sb-brand': brand } });
    settingsOf.set(brand, res.json<OperatorSettings>());
    const promotion = await server.app.inject({ url: '/xapi/rest/promotions/epw', headers: { 'x-sb-brand': brand } });
    epwOf.set(brand, promotion.json<EpwConfig>());
  }
});
afterAll(() => server.app.close());

const stakeText = (minor: number) => (minor / 100).toFixed(2);

const slipCase = fc
  .record({
    brandIndex: fc.nat({ max: BRANDS.length - 1 }),
    start: fc.nat({ max: 150 }),
    legs: fc.integer({ min: 1, max: 15 }),
    stakes: fc.array(fc.nat({ max: 1_000_000_000 }), { minLength: 15, maxLength: 15 }),
    free: fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }),
    multiple: fc.nat({ max: 1_000_000_000 }),
    system: fc.nat(),
    systemStake: fc.nat({ max: 1_000_000_000 }),
  })
  .map((c) => {
    const { brand, currency, maxMinor } = BRANDS[c.brandIndex] as (typeof BRANDS)[number];
    const minor = (n: number) => 1 + (n % maxMinor);
    const selections = pool
      .slice(c.start, c.start + c.legs)
      .map((s, i) => (c.free[i] && i % 3 === 0 ? { ...s, freeBet: true, maxFreeMoneyStake: minor(c.stakes[i] ?? 0) / 100 } : s));
    const systems = systemsFor(selections.length);
    const system = systems[c.system % Math.max(1, systems.length)];
    const slip: PersistedSlip = {
      ...EMPTY_PERSISTED,
      selections,
      singleStakes: Object.fromEntries(selections.map((s, i) => [s.outcomeId, stakeText(minor(c.stakes[i] ?? 0))])),
      multipleStake: stakeText(minor(c.multiple)),
      systemStakes: system ? { [system.code]: stakeText(minor(c.systemStake)) } : {},
    };
    return { brand, currency, slip };
  });

it('every figure the slip shows is what the API prices, to the minor unit', async () => {
  await fc.assert(
    fc.asyncProperty(slipCase, async ({ brand, currency, slip }) => {
      const settings = betslipSettingsFrom(settingsOf.get(brand) as OperatorSettings);
      const totals = slipTotals(slip, settings, currency);
      const model = slipModel(slip, totals);
      const res = await server.app.inject({
        method: 'PUT',
        url: '/xapi/rest/betslips/selections',
        headers: { 'x-sb-brand': brand },
        payload: { model },
      });
      expect(res.statusCode).toBe(200);
      const api = res.json<BetslipPricingResponse>().model;

      const singles = totals.singles.map((s) => [
        s.ref,
        toMinor(s.stakeAfterTax),
        toMinor(s.potentialTaxDeduction),
        toMinor(s.potentialReturns),
      ]);
      expect(
        api.singles.map((s) => [
          s.ref,
          toMinor(s.stakeAfterTax ?? 0),
          toMinor(s.potentialTaxDeduction ?? 0),
          toMinor(s.potentialReturns),
        ]),
      ).toEqual(singles.map(([ref, afterTax, deduction, returns]) => [ref, afterTax, deduction, returns]));
      if (totals.multiple) {
        const priced = api.multiples[0];
        const extra = parlayExtraWinnings(
          epwOf.get(brand) ?? null,
          { enabled: true, loggedIn: true, excludedFromPromotions: false },
          totals.multiple.legs,
          totals.multiple.stake,
          totals.multiple.potentialReturns,
        );
        expect([priced?.betTypeId, toMinor(priced?.stakeAfterTax ?? 0), toMinor(priced?.potentialReturns ?? 0)]).toEqual([
          200000 + totals.multiple.legs,
          toMinor(totals.multiple.stakeAfterTax),
          toMinor(totals.multiple.potentialReturns) + toMinor(extra),
        ]);
      }
      for (const line of totals.systems.filter((s) => s.unitStake > 0 && s.bets <= 1000)) {
        const priced = api.systems.find((s) => s.ref === line.system.code);
        expect([toMinor(priced?.totalStake ?? 0), toMinor(priced?.potentialReturns ?? 0)]).toEqual([
          toMinor(line.totalStake),
          toMinor(line.potentialReturns),
        ]);
      }
      const freeMinor = totals.singles.reduce((sum, s) => sum + toMinor(s.freeStake), 0);
      const bigSystems = totals.systems.filter((s) => s.unitStake > 0 && s.bets > 1000);
      if (bigSystems.length === 0) expect(toMinor(api.totalCost)).toBe(toMinor(totals.totalCost) + freeMinor);
    }),
    { numRuns: 300, seed: 18 },
  );
}, 120_000);

/** A slip totalled by the slip's own code and priced by the API, in a brand's settings and currency. */
async function pricedBothWays(brand: string, currency: string, slip: PersistedSlip) {
  const settings = betslipSettingsFrom(settingsOf.get(brand) as OperatorSettings);
  const totals = slipTotals(slip, settings, currency);
  const res = await server.app.inject({
    method: 'PUT',
    url: '/xapi/rest/betslips/selections',
    headers: { 'x-sb-brand': brand },
    payload: { model: slipModel(slip, totals) },
  });
  return { settings, totals, api: res.json<BetslipPricingResponse>().model };
}

/** One selection of each league outright's winner market, with its each-way terms as the pricing call gives them. */
function outrightSelections(): SlipSelection[] {
  // Seasons end months away, so outrights sort after a page of fixtures: read them from the book itself.
  const events = [...server.ctx.catalogue.all()].map((record) => record.event);
  return events
    .filter((e) => e.isOutright && e.markets[0]?.placeTerms)
    .flatMap((e) => {
      const market = e.markets[0] as NonNullable<(typeof e.markets)[0]>;
      return market.outcomes.slice(0, 6).map((outcome) => ({
        ...(pool[0] as SlipSelection),
        outcomeId: outcome.id,
        marketId: market.id,
        eventId: e.id,
        decimal: outcome.consolidatedPrice.currentPrice.decimal,
        eachWay: true,
        placeTerms: { numerator: market.placeTerms?.numerator ?? 1, denominator: market.placeTerms?.denominator ?? 1 },
      }));
    });
}

it('an each-way single costs, returns and places as the API prices it, where the brand takes each-way and where it does not', async () => {
  const outrights = outrightSelections();
  expect(outrights.length).toBeGreaterThan(0);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...BRANDS),
      fc.nat(outrights.length - 1),
      fc.integer({ min: 1, max: 100_000_000 }),
      async ({ brand, currency, maxMinor }, pick, stake) => {
        const selection = outrights[pick] as SlipSelection;
        const { settings, totals, api } = await pricedBothWays(brand, currency, {
          ...EMPTY_PERSISTED,
          selections: [selection],
          singleStakes: { [selection.outcomeId]: stakeText(1 + (stake % maxMinor)) },
        });
        const [line] = totals.singles;
        const [priced] = api.singles;
        expect([toMinor(api.totalCost), toMinor(priced?.potentialReturns ?? 0), toMinor(priced?.potentialPlaceWin ?? 0)]).toEqual(
          [toMinor(totals.totalCost), toMinor(line?.potentialReturns ?? 0), toMinor(line?.potentialPlaceWin ?? 0)],
        );
        expect(toMinor(api.totalCost)).toBe(toMinor(line?.stake ?? 0) * (settings.eachWayEnabled ? 2 : 1));
      },
    ),
    { numRuns: 100, seed: 24 },
  );
});

it('an each-way double costs and returns as the API prices it', async () => {
  const outrights = outrightSelections();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...BRANDS),
      fc.nat(outrights.length - 1),
      fc.nat(outrights.length - 1),
      fc.integer({ min: 1, max: 100_000_000 }),
      async ({ brand, currency, maxMinor }, first, second, stake) => {
        const legs = [outrights[first], outrights[second]] as SlipSelection[];
        fc.pre(legs[0]?.eventId !== legs[1]?.eventId);
        const { settings, totals, api } = await pricedBothWays(brand, currency, {
          ...EMPTY_PERSISTED,
          selections: legs.map((leg) => ({ ...leg, eachWay: false })),
          multipleStake: stakeText(1 + (stake % maxMinor)),
          multipleEachWay: true,
        });
        const priced = api.multiples[0];
        expect([
          toMinor(api.totalCost),
          toMinor(priced?.potentialReturns ?? 0) - toMinor(priced?.extraParlayWinnings ?? 0),
        ]).toEqual([toMinor(totals.totalCost), toMinor(totals.multiple?.potentialReturns ?? 0)]);
        expect(priced?.eachWay === true).toBe(settings.eachWayEnabled);
      },
    ),
    { numRuns: 100, seed: 241 },
  );
});

it('an each-way system costs and returns as the API prices it', async () => {
  const outrights = outrightSelections();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...BRANDS),
      fc.uniqueArray(fc.nat(outrights.length - 1), { minLength: 3, maxLength: 5 }),
      fc.nat(),
      fc.integer({ min: 1, max: 10_000_000 }),
      async ({ brand, currency, maxMinor }, picks, which, stake) => {
        const legs = picks.map((i) => outrights[i] as SlipSelection);
        fc.pre(new Set(legs.map((leg) => leg.eventId)).size === legs.length);
        const systems = systemsFor(legs.length);
        const system = systems[which % systems.length] as NonNullable<(typeof systems)[0]>;
        const { settings, totals, api } = await pricedBothWays(brand, currency, {
          ...EMPTY_PERSISTED,
          selections: legs.map((leg) => ({ ...leg, eachWay: false })),
          systemStakes: { [system.code]: stakeText(1 + (stake % maxMinor)) },
          systemEachWay: [system.code],
        });
        const line = totals.systems.find((s) => s.system.code === system.code);
        const priced = api.systems.find((s) => s.ref === system.code);
        // The African slip (ke) offers no systems at all.
        fc.pre(!settings.africanBetslip);
        expect([toMinor(api.totalCost), toMinor(priced?.potentialReturns ?? 0), priced?.noOfBets]).toEqual([
          toMinor(totals.totalCost),
          toMinor(line?.potentialReturns ?? 0),
          line?.bets,
        ]);
        expect(priced?.eachWay === true).toBe(settings.eachWayEnabled);
      },
    ),
    { numRuns: 60, seed: 2411 },
  );
});
