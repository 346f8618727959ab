import fc from 'fast-check';
import * as oddslib from 'oddslib';
import { convertOdds, formatOdds } from './formats';
import { FRACTIONAL_LADDER, formatFractionalOdds, fractionDecimal, ladderStep } from './fractional';

const text = (step: { numerator: number; denominator: number }) => `${step.numerator}/${step.denominator}`;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const reduced = ({ numerator, denominator }: { numerator: number; denominator: number }) => {
  const divisor = gcd(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
};

describe('the traditional ladder, checked against oddslib (an independent implementation)', () => {
  it.each(FRACTIONAL_LADDER.map((step) => [text(step), step] as const))('%s has the decimal oddslib gives it', (_, step) => {
    expect(fractionDecimal(step)).toBeCloseTo(oddslib.from('fractional', text(step)).to('decimal'), 10);
  });

  it.each(FRACTIONAL_LADDER.map((step) => [text(step), step] as const))(
    '%s is what oddslib reads back from its exact decimal',
    (_, step) => {
      // oddslib reduces (100/30 → 10/3); the ladder keeps the printed form, so compare reduced.
      const back = oddslib.from('decimal', fractionDecimal(step)).to('fractional', { precision: 6 });
      expect(reduced(step)).toBe(back);
    },
  );

  it('climbs strictly, so every step is reachable', () => {
    const decimals = FRACTIONAL_LADDER.map(fractionDecimal);
    decimals.slice(1).forEach((decimal, index) => expect(decimal).toBeGreaterThan(decimals[index] ?? Infinity));
  });
});

describe('formatFractionalOdds', () => {
  // A bookmaker's printed conversion table: the decimal each fraction is quoted at.
  it.each([
    [1.2, '1/5'],
    [1.22, '2/9'],
    [1.25, '1/4'],
    [1.29, '2/7'],
    [1.3, '3/10'],
    [1.33, '1/3'],
    [1.36, '4/11'],
    [1.44, '4/9'],
    [1.53, '8/15'],
    [1.57, '4/7'],
    [1.62, '8/13'],
    [1.67, '4/6'],
    [1.73, '8/11'],
    [1.83, '5/6'],
    [1.91, '10/11'],
    [2.0, '1/1'],
    [2.05, '21/20'],
    [2.1, '11/10'],
    [2.38, '11/8'],
    [2.5, '6/4'],
    [2.63, '13/8'],
    [2.88, '15/8'],
    [3.13, '85/40'],
    [3.75, '11/4'],
    [4.33, '100/30'],
    [67, '66/1'],
  ])('%d is %s', (decimal, fraction) => {
    expect(formatFractionalOdds(decimal)).toBe(fraction);
  });

  it('shows a price between two steps as the lower one, never promising more than it pays', () => {
    expect(formatFractionalOdds(2.37)).toBe('5/4');
    expect(formatFractionalOdds(3.4)).toBe('9/4');
    expect(formatFractionalOdds(1.999)).toBe('10/11');
  });

  it('caps at the longest step and shows a price under the shortest by its profit per 100', () => {
    expect(formatFractionalOdds(5000)).toBe('1000/1');
    expect(formatFractionalOdds(1.005)).toBe('0/100');
  });

  it('is the format formatOdds uses, and its number is the profit of the step shown', () => {
    expect(formatOdds(2.63, 'fractional')).toBe('13/8');
    expect(formatOdds(2.63, 'fractional', { negativeOdds: false })).toBe('13/8');
    expect(convertOdds(2.63, 'fractional')).toBe(1.625);
    expect(convertOdds(4.33, 'fractional')).toBe(3.3333);
  });
});

describe('ladderStep, for any price a feed can send', () => {
  const price = fc.integer({ min: 101, max: 200_000 }).map((cents) => cents / 100);

  it('shows a step whose quoted price is within the decimal, and the next step is not', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const step = ladderStep(decimal);
        expect(step).not.toBeNull();
        const index = FRACTIONAL_LADDER.indexOf(step!);
        expect(Math.round(fractionDecimal(step!) * 100) / 100).toBeLessThanOrEqual(decimal);
        const next = FRACTIONAL_LADDER[index + 1];
        if (next) expect(Math.round(fractionDecimal(next) * 100) / 100).toBeGreaterThan(decimal);
      }),
    );
  });

  it('never shows a shorter price for a longer decimal', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(fractionDecimal(ladderStep(low)!)).toBeLessThanOrEqual(fractionDecimal(ladderStep(high)!));
      }),
    );
  });
});
