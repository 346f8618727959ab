/**
 * What a bet pays: line by line (a single or an accumulator is one line, a system many), with the
 * brand's tax (spec §5: stake reduced by the stake rate, the win rate taken off the winnings) and
 * the parlay extra winnings promotion on accumulators. All in minor units.
 */
import type { EpwPromotion, LegResult } from '@sportsbook/contracts';
import { taxRatesOf, type TaxRates } from '@sportsbook/stakes';
import type { BrandConfig } from '../content/brands';

/** The brand's tax as rates (spec §5); the arithmetic is the shared money rule's (@sportsbook/stakes money.ts). */
export const taxOf = (brand: BrandConfig): TaxRates =>
  taxRatesOf(brand.taxDeduction ?? { stakeRatePercentage: 0, taxReturnsPercentage: 0 });

export interface LegOutcome {
  price: number;
  result: LegResult;
}

const factor = (leg: LegOutcome) =>
  leg.result === 'WON' ? leg.price : leg.result === 'VOID' ? 1 : leg.result === 'LOST' ? 0 : leg.price;

/** Sum over lines of unit stake × the product of leg factors (open legs count at their price). */
export function grossReturn(unitMinor: number, lines: readonly number[][], legs: readonly LegOutcome[]): number {
  return lines.reduce(
    (sum, line) => sum + unitMinor * line.reduce((product, i) => product * factor(legs[i] as LegOutcome), 1),
    0,
  );
}

const EPW_PROMOTION: EpwPromotion = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 3 },
    { betSize: 4, percentage: 5 },
    { betSize: 5, percentage: 10 },
    { betSize: 6, percentage: 15 },
    { betSize: 8, percentage: 25 },
    { betSize: 10, percentage: 40 },
  ],
  maxAmount: 10_000,
};

/** The promotion as a player of the brand sees it: the cap in the brand's currency. */
export const epwFor = (brand: BrandConfig): EpwPromotion => ({
  ...EPW_PROMOTION,
  maxAmount: EPW_PROMOTION.maxAmount * brand.eurRate,
});
