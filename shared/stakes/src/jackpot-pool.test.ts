import fc from 'fast-check';
import { jackpotGridSize, jackpotLineCount } from './jackpot-lines';
import {
  jackpotLineShareMinor,
  jackpotLinesLeft,
  jackpotPayoutsMinor,
  jackpotPoolMinor,
  jackpotTermsProblems,
  type JackpotPoolTerms,
} from './jackpot-pool';

/** A slip as a bit mask of the results it backs in each match (1 home, 2 draw, 4 away). */
type Slip = readonly number[];

const picksOf = (slip: Slip) => slip.flatMap((mask, i) => [1, 2, 4].filter((bit) => mask & bit).map(() => i + 1));
const linesOf = (slip: Slip) => jackpotLineCount(picksOf(slip), slip.length);
/** The results of every match in outcome number `n` of the grid, as bits. */
const resultsOf = (n: number, matches: number) => Array.from({ length: matches }, (_, i) => 1 << (Math.floor(n / 3 ** i) % 3));
const wins = (slip: Slip, results: readonly number[]) => (slip.every((mask, i) => mask & (results[i] ?? 0)) ? 1 : 0);

/** Terms the checks pass (jackpotTermsProblems), drawn from a range where many would not. */
const soundTerms: fc.Arbitrary<JackpotPoolTerms> = fc
  .record({
    eventCount: fc.integer({ min: 1, max: 5 }),
    lineStakeMinor: fc.integer({ min: 1, max: 500 }),
    returnPercent: fc.integer({ min: 1, max: 99 }),
    cap: fc.double({ min: 0, max: 1.5, noNaN: true }),
    guarantee: fc.double({ min: 0, max: 2, noNaN: true }),
  })
  .map(({ eventCount, lineStakeMinor, returnPercent, cap, guarantee }) => {
    const grid = jackpotGridSize(eventCount);
    const fullGridPool = (returnPercent * grid * lineStakeMinor) / 100;
    return {
      eventCount,
      lineStakeMinor,
      returnPercent,
      lineCap: 1 + Math.floor(cap * grid),
      guaranteeMinor: Math.floor(guarantee * fullGridPool),
    };
  })
  .filter((terms) => jackpotTermsProblems(terms).length === 0);

const slipsFor = (matches: number) =>
  fc.array(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: matches, maxLength: matches }), { maxLength: 12 });

/** The slips the API accepts from one player, in order: each only while it fits under the cap (the API's rule). */
function accepted(terms: JackpotPoolTerms, slips: readonly Slip[]): Slip[] {
  let held = 0;
  return slips.filter((slip) => {
    if (linesOf(slip) > jackpotLinesLeft(terms, held)) return false;
    held += linesOf(slip);
    return true;
  });
}

/** What the player's slips return in every outcome of the grid, with the other players' slips in the same pool. */
function playerReturns(terms: JackpotPoolTerms, mine: readonly Slip[], others: readonly Slip[]): number[] {
  const all = [...mine, ...others];
  const pool = jackpotPoolMinor(
    terms,
    all.reduce((sum, slip) => sum + linesOf(slip) * terms.lineStakeMinor, 0),
  );
  return Array.from({ length: jackpotGridSize(terms.eventCount) }, (_, n) => {
    const results = resultsOf(n, terms.eventCount);
    const paid = jackpotPayoutsMinor(
      pool,
      all.map((slip) => wins(slip, results)),
    );
    return paid.slice(0, mine.length).reduce((sum, amount) => sum + amount, 0);
  });
}

const costOf = (terms: JackpotPoolTerms, slips: readonly Slip[]) =>
  slips.reduce((sum, slip) => sum + linesOf(slip) * terms.lineStakeMinor, 0);

describe('a jackpot pool cannot be beaten', () => {
  const game = soundTerms.chain((terms) =>
    fc.record({ terms: fc.constant(terms), mine: slipsFor(terms.eventCount), others: slipsFor(terms.eventCount) }),
  );

  it('no set of slips one player can place within the cap is sure to return more than it costs', () => {
    fc.assert(
      fc.property(game, ({ terms, mine, others }) => {
        const placed = accepted(terms, mine);
        const returns = playerReturns(terms, placed, accepted(terms, others));
        // Some outcome is covered by none of the player's lines: it returns nothing.
        expect(Math.min(...returns)).toBe(0);
        expect(Math.min(...returns)).toBeLessThanOrEqual(costOf(terms, placed));
      }),
    );
  });

  it('the winning lines never share more than the pool, whoever holds them', () => {
    fc.assert(
      fc.property(game, ({ terms, mine, others }) => {
        const all = [...accepted(terms, mine), ...accepted(terms, others)];
        const pool = jackpotPoolMinor(terms, costOf(terms, all));
        for (let n = 0; n < jackpotGridSize(terms.eventCount); n++) {
          const results = resultsOf(n, terms.eventCount);
          const paid = jackpotPayoutsMinor(
            pool,
            all.map((slip) => wins(slip, results)),
          );
          expect(paid.reduce((sum, amount) => sum + amount, 0)).toBeLessThanOrEqual(pool);
        }
      }),
    );
  });

  it('a player alone collects at most the pool, however many times they back the winning line', () => {
    fc.assert(
      fc.property(game, ({ terms, mine }) => {
        const placed = accepted(terms, mine);
        const pool = jackpotPoolMinor(terms, costOf(terms, placed));
        for (const paid of playerReturns(terms, placed, [])) expect(paid).toBeLessThanOrEqual(pool);
      }),
    );
  });

  it('alone, with every result equally likely, a player gets back on average at most the pool share of their stake', () => {
    fc.assert(
      fc.property(game, ({ terms, mine }) => {
        const placed = accepted(terms, mine);
        const total = playerReturns(terms, placed, []).reduce((sum, paid) => sum + paid, 0);
        // Average over the grid ≤ returnPercent % of the cost, in whole numbers: total / grid ≤ cost × r / 100.
        expect(total * 100).toBeLessThanOrEqual(costOf(terms, placed) * terms.returnPercent * jackpotGridSize(terms.eventCount));
      }),
    );
  });
});

describe('jackpotTermsProblems', () => {
  const midweek = { eventCount: 8, lineStakeMinor: 50, guaranteeMinor: 150_000, returnPercent: 60, lineCap: 648 };

  it('passes terms whose cap is below the grid and whose guarantee a sold-out grid would fill', () => {
    expect(jackpotTermsProblems(midweek)).toEqual([]);
  });

  it('refuses a cap that lets one player cover every result', () => {
    expect(jackpotTermsProblems({ ...midweek, lineCap: 6561 })).toEqual(['cap-covers-grid']);
  });

  it('refuses the guarantee that bought the whole grid for a sure profit: 25,000 at 0.50 a line over 6,561 lines', () => {
    expect(jackpotTermsProblems({ ...midweek, guaranteeMinor: 2_500_000 })).toEqual(['guarantee-above-full-grid-pool']);
  });

  it('refuses terms that are not whole, positive numbers', () => {
    expect(jackpotTermsProblems({ ...midweek, returnPercent: 100 })).toEqual(['bad-number']);
    expect(jackpotTermsProblems({ ...midweek, lineStakeMinor: 0.5 })).toEqual(['bad-number']);
  });
});

describe('the pool and its shares', () => {
  const terms = { eventCount: 8, lineStakeMinor: 50, guaranteeMinor: 150_000, returnPercent: 60, lineCap: 648 };

  it('is the guarantee until the stakes’ share passes it', () => {
    expect(jackpotPoolMinor(terms, 1000)).toBe(150_000);
    expect(jackpotPoolMinor(terms, 1_000_001)).toBe(600_000);
  });

  it('splits the pool equally among the winning lines, rounded down to the minor unit', () => {
    expect(jackpotLineShareMinor(100_000, 3)).toBe(33_333);
    expect(jackpotPayoutsMinor(100_000, [2, 0, 1])).toEqual([66_666, 0, 33_333]);
    expect(jackpotPayoutsMinor(100_000, [0, 0])).toEqual([0, 0]);
  });

  it('leaves a player the lines up to the cap', () => {
    expect(jackpotLinesLeft(terms, 600)).toBe(48);
    expect(jackpotLinesLeft(terms, 700)).toBe(0);
  });
});
