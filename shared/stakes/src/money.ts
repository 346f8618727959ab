/**
 * The one money rule of the slip, the receipt, My Bets, settlement and the API (docs/decisions/money-rule.md):
 * amounts are integer minor units; a stake is rounded to the minor unit when it is taken; every
 * amount paid out (returns, free-bet winnings, extra winnings) and every tax is truncated to the minor
 * unit, never rounded up, so the book never shows or pays a cent it does not owe.
 */
import type { WalletBalance } from '@sportsbook/contracts';
import { roundPayoutDown } from './rounding';
import type { TaxSettings } from './tax';

export const MINOR_PER_MAJOR = 100;

/** A stake or price in major units to minor units (12.345 → 1235): the only place money is rounded. */
export const toMinor = (major: number): number => (Number.isFinite(major) ? Math.round(major * MINOR_PER_MAJOR) : 0);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/**
 * The wallet's figures as a player sees them (spec §7), from its cash and bonus money in minor units:
 * bonus money counts in the balance a player can bet with, and only cash can be withdrawn. The API's
 * balance calls and the apps' updates after a bet both use it, so the header never shows two
 * meanings of "balance".
 */
export function walletFigures(
  cashMinor: number,
  promoMinor: number,
): { balance: number; promoCash: number; withdrawableAmount: number } {
  return { balance: toMajor(cashMinor + promoMinor), promoCash: toMajor(promoMinor), withdrawableAmount: toMajor(cashMinor) };
}

/** The wallet after the book took a bet and said what is left; as it was if the answer has no figures. */
export function walletAfterBet(wallet: WalletBalance, cash: number | null, promoCash: number): WalletBalance {
  if (cash === null || !Number.isFinite(cash) || !Number.isFinite(promoCash)) return wallet;
  return { ...wallet, ...walletFigures(toMinor(cash), toMinor(promoCash)) };
}

/** Tax rates as fractions, from the brand's percentages (spec §5; 0 where the brand does not tax). */
export interface TaxRates {
  stakeRate: number;
  winRate: number;
}

const fraction = (percent: number) => (Number.isFinite(percent) && percent > 0 ? Math.min(percent, 100) / 100 : 0);

export const taxRatesOf = (settings: TaxSettings): TaxRates => ({
  stakeRate: fraction(settings.stakeRatePercentage),
  winRate: fraction(settings.taxReturnsPercentage),
});

export const NO_TAX_RATES: TaxRates = { stakeRate: 0, winRate: 0 };

/** The stake the book wagers after the stake tax (spec §5 stake after tax). */
export const stakeAfterTaxMinor = (stakeMinor: number, tax: TaxRates): number =>
  stakeMinor > 0 ? roundPayoutDown(stakeMinor * (1 - tax.stakeRate)) : 0;

export interface TaxedReturn {
  /** What a winning bet pays, tax deducted. */
  returnsMinor: number;
  /** The tax withheld on the winnings (spec §5 tax deduction). */
  taxDeductionMinor: number;
}

/**
 * What a winning bet pays from its gross return (stake × odds, summed over its lines): the stake tax
 * comes off the gross, then the win rate off the winnings, measured against the whole stake paid.
 */
export function taxedReturn(grossMinor: number, stakeMinor: number, tax: TaxRates): TaxedReturn {
  const gross = grossMinor * (1 - tax.stakeRate);
  const deduction = Math.max(0, gross - stakeMinor) * tax.winRate;
  return { returnsMinor: roundPayoutDown(gross - deduction), taxDeductionMinor: roundPayoutDown(deduction) };
}

/** A free bet pays its winnings only: the free stake is not returned (and, being the book's money, not taxed). */
export const freeBetReturnsMinor = (freeStakeMinor: number, decimal: number): number =>
  freeStakeMinor > 0 && decimal > 1 ? roundPayoutDown(freeStakeMinor * (decimal - 1)) : 0;

/** A sum of minor amounts. */
export const sumMinor = (amounts: readonly number[]): number => amounts.reduce((sum, a) => sum + (Number.isFinite(a) ? a : 0), 0);
