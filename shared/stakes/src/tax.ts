/**
 * Tax where the brand enables it (spec §5): the stake is reduced by the stake-rate percent before it
 * is wagered, and the win-rate percent of the winnings (returns minus stake) is deducted.
 */
import { roundMoney } from './rounding';

export interface TaxSettings {
  /** stake_rate_percentage, applied when enable_stake_after_tax is on. */
  stakeRatePercentage: number;
  /** tax_returns_percentage, applied when tax_deduction_enabled is on. */
  taxReturnsPercentage: number;
}

export const NO_TAX: TaxSettings = { stakeRatePercentage: 0, taxReturnsPercentage: 0 };

const percent = (value: number) => (Number.isFinite(value) && value > 0 ? Math.min(value, 100) / 100 : 0);

export const stakeAfterTax = (stake: number, settings: TaxSettings): number =>
  stake > 0 ? roundMoney(stake * (1 - percent(settings.stakeRatePercentage))) : 0;

export const taxDeduction = (returns: number, stake: number, settings: TaxSettings): number =>
  returns > stake ? roundMoney((returns - stake) * percent(settings.taxReturnsPercentage)) : 0;
