/**
 * Fractional (UK) odds. British books price on a traditional ladder of fractions, not on
 * the reduced fraction of a decimal: 1.3333 is 1/3, 4.3333 is 100/30 and 1.6667 is 4/6, and a price
 * between two steps has no fraction of its own. Our book prices in decimals, so a price is shown as
 * the highest step that does not promise more than the decimal pays (steps compared at the two
 * decimals a feed quotes them with, so 1.33 is 1/3 and 1.62 is 8/13). Returns are always reckoned
 * from the decimal, so the player never gets less than the fraction shown.
 */
export interface Fraction {
  numerator: number;
  denominator: number;
}

// Written as books print them: 4/6 and 6/4 rather than 2/3 and 3/2, 100/30 rather than 10/3, 85/40.
const LADDER_TEXT =
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 ' +
  '8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 85/40 9/4 5/2 11/4 ' +
  '3/1 100/30 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 ' +
  '25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1';

/** The traditional ladder, shortest price first. */
export const FRACTIONAL_LADDER: readonly Fraction[] = LADDER_TEXT.split(' ').map((step) => {
  const [numerator = 0, denominator = 1] = step.split('/').map(Number);
  return { numerator, denominator };
});

/** The decimal price of a fraction: 1 + numerator ÷ denominator. */
export const fractionDecimal = ({ numerator, denominator }: Fraction): number => 1 + numerator / denominator;

/** A step's price as a feed quotes it, to two decimals. */
const quoted = (step: Fraction): number => Math.round(fractionDecimal(step) * 100) / 100;
const QUOTED_STEPS = FRACTIONAL_LADDER.map(quoted);

/** The ladder step a decimal price is shown as; null below the shortest step (1/100, decimal 1.01). */
export function ladderStep(decimal: number): Fraction | null {
  if (!Number.isFinite(decimal)) return null;
  // The last step whose quote is within the price; a binary search, as the coupon calls this per button.
  let low = 0;
  let high = QUOTED_STEPS.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((QUOTED_STEPS[middle] ?? Infinity) <= decimal + 1e-9) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return FRACTIONAL_LADDER[found] ?? null;
}

/** A decimal price in fractional odds: "13/8", "100/30"; "1/1" for evens, which reads alike in every language. */
export function formatFractionalOdds(decimal: number): string {
  const step = ladderStep(decimal);
  if (step) return `${step.numerator}/${step.denominator}`;
  // Shorter than any step (only a malformed or void price is): its profit per 100 staked.
  const hundredths = Math.max(0, Math.floor((decimal - 1) * 100 + 1e-9));
  return `${Number.isFinite(hundredths) ? hundredths : 0}/100`;
}
