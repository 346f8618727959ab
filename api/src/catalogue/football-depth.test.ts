import fc from 'fast-check';
import { PREMATCH, type MarketQuote, type MatchModel, type MatchSituation } from './market-types';
import { quoteMarkets } from './sport-markets';

const model = (lambdaA: number, lambdaB: number): MatchModel => ({ kind: 'goals', lambdaA, lambdaB, hasDraw: true });
const quotes = (m: MatchModel, s: MatchSituation = PREMATCH) => quoteMarkets('FOOT', m, s, 'Ashford Rovers', 'Hallam Athletic');
const byKey = (list: MarketQuote[], key: string) => {
  const found = list.find((q) => q.key === key);
  if (!found) throw new Error(`no market ${key}`);
  return found;
};
const p = (quote: MarketQuote, i: number) => quote.outcomes[i]?.probability ?? NaN;
const sum = (quote: MarketQuote) => quote.outcomes.reduce((total, o) => total + o.probability, 0);
/** Each goalscorer is a bet of its own: several may win, or none. */
const EACH_ITS_OWN = new Set(['AGS', 'S2G']);

it('gives a football match at least 40 markets with distinct keys', () => {
  const list = quotes(model(1.5, 1.1));
  expect(list.length).toBeGreaterThanOrEqual(40);
  expect(new Set(list.map((q) => q.key)).size).toBe(list.length);
  const codes = new Set(list.map((q) => q.typeCode));
  for (const code of ['AHCP', 'ALTH', 'EHCP', 'ALTG', 'CS', 'HTFT', 'CRNR', 'CRDS', 'AGS', 'FGS']) expect(codes).toContain(code);
  // Lists of events carry only the markets they always have; the rest are the event page's.
  expect(list.filter((q) => !q.detail).map((q) => q.key)).toEqual([
    'MRES:FT',
    'OU:FT',
    'BTTS:FT',
    'DBLC:FT',
    'AHCP:FT',
    'MRES:H1',
  ]);
});

it('keeps the other sports to their usual markets', () => {
  const points: MatchModel = { kind: 'points', margin: 3, total: 200, sdMargin: 12, sdTotal: 17 };
  expect(quoteMarkets('BASK', points, PREMATCH, 'A', 'B').some((q) => q.detail)).toBe(false);
  expect(quoteMarkets('EFOT', model(1.5, 1.1), PREMATCH, 'A', 'B').some((q) => q.detail)).toBe(false);
});

it('prices every market of one match from one belief: each sums to one and agrees with the main markets', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0.3, max: 3.2, noNaN: true }),
      fc.double({ min: 0.3, max: 3.2, noNaN: true }),
      (lambdaA, lambdaB) => {
        const list = quotes(model(lambdaA, lambdaB));
        for (const quote of list) {
          for (const outcome of quote.outcomes) expect(outcome.probability).toBeGreaterThanOrEqual(0);
          if (EACH_ITS_OWN.has(quote.typeCode)) continue;
          // Someone not listed may score first.
          if (quote.typeCode === 'FGS') expect(sum(quote)).toBeLessThanOrEqual(1 + 1e-9);
          // Each double chance outcome covers two of the three results.
          else expect(sum(quote)).toBeCloseTo(quote.typeCode === 'DBLC' ? 2 : 1, 3);
        }
        const result = byKey(list, 'MRES:FT');
        const dnb = byKey(list, 'DNB:FT');
        expect(p(dnb, 0)).toBeCloseTo(p(result, 0) / (p(result, 0) + p(result, 2)), 6);
        // The full-time column of half time/full time is the match result (the halves add up to the match).
        const htft = byKey(list, 'HTFT:FT');
        for (const f of [0, 1, 2]) expect(p(htft, f) + p(htft, 3 + f) + p(htft, 6 + f)).toBeCloseTo(p(result, f), 4);
        const correct = byKey(list, 'CS:FT');
        const homeWin = (name: string) => {
          const [a, b] = name.split('-').map(Number);
          return name === 'Any Other Home Win' || (a !== undefined && b !== undefined && a > b);
        };
        const homeWins = correct.outcomes.filter((o) => homeWin(o.description));
        expect(homeWins.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(p(result, 0), 6);
      },
    ),
    { numRuns: 60 },
  );
});

it('re-prices in play: a decided first scorer or total leaves nothing to bet, and at least 15 markets stay open', () => {
  const situation: MatchSituation = {
    progress: 0.6,
    score: { A: 2, B: 1 },
    firstPeriodScore: { A: 1, B: 1 },
    corners: { A: 5, B: 3 },
    cards: { A: 1, B: 2 },
    scorers: [
      { side: 'A', player: 0 },
      { side: 'B', player: 3 },
      { side: 'A', player: -1 },
    ],
  };
  const list = quotes(model(1.5, 1.1), situation);
  const decided = (q: MarketQuote) => q.outcomes.every((o) => o.probability > 0.985 || o.probability < 0.004);
  const open = list.filter((q) => q.closesAt > situation.progress && !decided(q));
  expect(open.length).toBeGreaterThanOrEqual(15);
  expect(decided(byKey(list, 'FGS:FT'))).toBe(true);
  expect(decided(byKey(list, 'ALTG:FT:1.5'))).toBe(true);
  expect(p(byKey(list, 'AGS:FT'), 0)).toBe(1);
  // 2-1 after the 1-1 half: the half time/full time outcome "draw / home" is the only one left alive.
  const htft = byKey(list, 'HTFT:FT');
  expect(htft.outcomes.filter((o) => o.probability > 0).map((o) => o.description.split(' / ')[0])).toEqual([
    'Draw',
    'Draw',
    'Draw',
  ]);
});
