import type { Market } from '@sportsbook/contracts';
import fc from 'fast-check';
import { LEAGUES } from './catalogue';
import { createFixture, type EventRecord } from './event-factory';
import { BET_BUILDER_MARKETS } from '@sportsbook/contracts';
import { builderProbability, builderRefusal, type BuilderLeg } from './bet-builder-pricing';
import { PREMATCH, type GoalsModel, type MarketQuote } from './market-types';
import { quoteMarkets } from './sport-markets';
import { createRandom } from './random';

const football = LEAGUES.find((ref) => ref.sport.code === 'FOOT');

function fixture(seed: number): { record: EventRecord; model: GoalsModel } {
  if (!football) throw new Error('no football league');
  const [home = '', away = ''] = football.league.teams;
  const record = createFixture({
    id: 800_000 + seed,
    ref: football,
    home,
    away,
    startTime: 0,
    ratings: createRandom(seed),
    random: createRandom(seed * 3),
  });
  if (record.model?.kind !== 'goals') throw new Error('a football fixture has a goals model');
  return { record, model: record.model };
}

const marketOf = (record: EventRecord, key: string): Market => {
  const market = record.marketsByKey.get(key);
  if (!market) throw new Error(`no market ${key}`);
  return market;
};
const leg = (record: EventRecord, key: string, index: number): BuilderLeg => {
  const market = marketOf(record, key);
  return { eventId: record.event.id, market, outcomeId: market.outcomes[index]?.id ?? 0 };
};
const modelChance = (record: EventRecord, model: GoalsModel, key: string, index: number) => {
  const quotes = quoteMarkets('FOOT', model, PREMATCH, record.home, record.away);
  return (quotes.find((q: MarketQuote) => q.key === key)?.outcomes[index]?.probability ?? NaN) as number;
};

it('prices one leg as its own market does, for every market and outcome a builder takes', () => {
  const { record, model } = fixture(1);
  for (const [key, market] of record.marketsByKey) {
    if (!(market.marketTypeCode in BET_BUILDER_MARKETS) || market.period.fullAbbreviation !== 'FT') continue;
    market.outcomes.forEach((_, i) => {
      const alone = builderProbability(model, [leg(record, key, i)]);
      expect({ key, i, p: alone }).toEqual({ key, i, p: expect.closeTo(modelChance(record, model, key, i), 4) as number });
    });
  }
});

it('knows which legs go together: implied, excluded, and independent ones', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 400 }), (seed) => {
      const { record, model } = fixture(seed);
      const p = (...legs: BuilderLeg[]) => builderProbability(model, legs);
      const home = leg(record, 'MRES:FT', 0);
      const draw = leg(record, 'MRES:FT', 1);
      const topScorer = leg(record, 'AGS:FT', 0);
      const overHalf = leg(record, 'ALTG:FT:0.5', 0);
      const underHalf = leg(record, 'ALTG:FT:0.5', 1);
      const homeToNil = leg(record, 'WNLH:FT', 0);
      const corners = leg(record, 'CRNR:FT:9.5', 0);
      // One result excludes another, and a scorer excludes a goalless match.
      expect(p(home, { ...draw, market: { ...draw.market, id: -1 } })).toBe(0);
      expect(p(topScorer, underHalf)).toBe(0);
      // A scorer implies a goal; winning to nil implies winning: the pair is as likely as the stronger leg.
      expect(p(topScorer, overHalf)).toBeCloseTo(p(topScorer), 9);
      expect(p(homeToNil, home)).toBeCloseTo(p(homeToNil), 9);
      // Corners are apart from goals in the match model: their chances multiply.
      expect(p(home, corners)).toBeCloseTo(p(home) * p(corners), 9);
      // Whatever else holds, over and under a line share its chance.
      expect(p(home, overHalf) + p(home, underHalf)).toBeCloseTo(p(home), 9);
    }),
    { numRuns: 25 },
  );
});

it('refuses legs one builder cannot take, before pricing them', () => {
  const { record } = fixture(2);
  const other = fixture(3).record;
  const home = leg(record, 'MRES:FT', 0);
  expect(builderRefusal([home])).toMatch(/2 to 8 selections/);
  expect(builderRefusal([home, leg(record, 'MRES:FT', 1)])).toMatch(/one selection per market/);
  expect(builderRefusal([home, leg(other, 'BTTS:FT', 0)])).toMatch(/one match/);
  expect(builderRefusal([home, leg(record, 'CS:FT', 3)])).toBe('Correct Score is not offered in a bet builder');
  expect(builderRefusal([home, leg(record, 'MRES:H1', 0)])).toMatch(/not offered in a bet builder/);
  expect(builderRefusal([home, leg(record, 'BTTS:FT', 0), leg(record, 'AGS:FT', 2)])).toBeUndefined();
});
