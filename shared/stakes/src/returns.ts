/** Potential returns of a single bet, with the brand's tax applied (spec §3 Single, §5 Tax). */
import { roundMoney } from './rounding';
import { NO_TAX, stakeAfterTax, taxDeduction, type TaxSettings } from './tax';

export interface BetReturns {
  /** The stake the book wagers after the stake tax. */
  stakeAfterTax: number;
  /** Tax withheld on the winnings. */
  potentialTaxDeduction: number;
  /** What the player receives if the bet wins, tax deducted. */
  potentialReturns: number;
}

/**
 * Returns for a stake at decimal odds. The winnings the tax applies to are measured against the
 * stake actually wagered (after the stake tax), so a bet at evens with stake tax is not taxed as a win.
 */
export function betReturns(stake: number, decimal: number, tax: TaxSettings = NO_TAX): BetReturns {
  if (!(stake > 0) || !(decimal >= 1) || !Number.isFinite(decimal)) {
    return { stakeAfterTax: 0, potentialTaxDeduction: 0, potentialReturns: 0 };
  }
  const wagered = stakeAfterTax(stake, tax);
  const gross = roundMoney(wagered * decimal);
  const deduction = taxDeduction(gross, wagered, tax);
  return { stakeAfterTax: wagered, potentialTaxDeduction: deduction, potentialReturns: roundMoney(gross - deduction) };
}

/** Sum of amounts, rounded once at the end so cents never drift. */
export const sumMoney = (amounts: readonly number[]): number =>
  roundMoney(amounts.reduce((sum, a) => sum + (Number.isFinite(a) ? a : 0), 0));
