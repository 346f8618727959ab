/** Potential returns of a single bet, with the brand's tax applied (spec §3 Single, §5 Tax). */
import { freeBetReturnsMinor, stakeAfterTaxMinor, taxedReturn, taxRatesOf, toMajor, toMinor } from './money';
import { roundMoney } from './rounding';
import { NO_TAX, type TaxSettings } from './tax';

export interface BetReturns {
  /** The stake the book wagers after the stake tax. */
  stakeAfterTax: number;
  /** Tax withheld on the winnings. */
  potentialTaxDeduction: number;
  /** What the player receives if the bet wins, tax deducted. */
  potentialReturns: number;
}

const NONE: BetReturns = { stakeAfterTax: 0, potentialTaxDeduction: 0, potentialReturns: 0 };

/**
 * Returns of a stake over a gross multiplier (decimal odds for a single or an accumulator; the sum
 * of the lines' combined odds for a system), by the one money rule (money.ts) the API applies too.
 */
export function taxedReturns(stake: number, grossOdds: number, tax: TaxSettings = NO_TAX, stakeTotal = stake): BetReturns {
  if (!(stake > 0) || !(grossOdds > 0) || !Number.isFinite(grossOdds)) return NONE;
  const rates = taxRatesOf(tax);
  const { returnsMinor, taxDeductionMinor } = taxedReturn(toMinor(stake) * grossOdds, toMinor(stakeTotal), rates);
  return {
    stakeAfterTax: toMajor(stakeAfterTaxMinor(toMinor(stakeTotal), rates)),
    potentialTaxDeduction: toMajor(taxDeductionMinor),
    potentialReturns: toMajor(returnsMinor),
  };
}

/** Returns for a stake at decimal odds (a single or an accumulator). */
export const betReturns = (stake: number, decimal: number, tax: TaxSettings = NO_TAX): BetReturns =>
  decimal >= 1 ? taxedReturns(stake, decimal, tax) : NONE;

/** A free bet's returns: its winnings only, the free stake is not returned. */
export const freeBetReturns = (freeStake: number, decimal: number): number =>
  toMajor(freeBetReturnsMinor(toMinor(freeStake), decimal));

/** Sum of amounts, rounded once at the end so cents never drift. */
export const sumMoney = (amounts: readonly number[]): number =>
  roundMoney(amounts.reduce((sum, a) => sum + (Number.isFinite(a) ? a : 0), 0));
