/**
 * What a bet pays: line by line (a single or an accumulator is one line, a system many), with the
 * brand's tax (spec §5: stake reduced by the stake rate, the win rate taken off the winnings) and
 * the parlay extra winnings promotion on accumulators. All in minor units.
 */
import type { EpwPromotion, LegResult } from '@sportsbook/contracts';
import type { BrandConfig } from '../content/brands';

export interface Tax {
  stakeRate: number;
  winRate: number;
}

export const taxOf = (brand: BrandConfig): Tax => ({
  stakeRate: (brand.taxDeduction?.stakeRatePercentage ?? 0) / 100,
  winRate: (brand.taxDeduction?.taxReturnsPercentage ?? 0) / 100,
});

/** The gross return of a whole stake, after the brand's taxes; floored to a minor unit. */
export function afterTax(grossMinor: number, stakeMinor: number, tax: Tax): number {
  const gross = grossMinor * (1 - tax.stakeRate);
  const deduction = Math.max(0, gross - stakeMinor) * tax.winRate;
  return Math.floor(gross - deduction + 1e-6);
}

export function taxDeduction(grossMinor: number, stakeMinor: number, tax: Tax): number {
  return Math.floor(Math.max(0, grossMinor * (1 - tax.stakeRate) - stakeMinor) * tax.winRate + 1e-6);
}

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

export const EPW_PROMOTION: EpwPromotion = {
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

/** Extra winnings on an accumulator's profit for its number of winning selections, capped (scaled to the currency). */
export function extraParlayWinnings(profitMinor: number, winningSelections: number, eurRate: number): number {
  const tier = [...EPW_PROMOTION.epwPromoFilterValues].reverse().find((t) => winningSelections >= t.betSize);
  if (!tier || profitMinor <= 0) return 0;
  return Math.min(Math.floor((profitMinor * tier.percentage) / 100), EPW_PROMOTION.maxAmount * eurRate * 100);
}
