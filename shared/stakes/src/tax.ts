/**
 * Tax where the brand enables it (spec §5): the stake is reduced by the stake-rate percent before it
 * is wagered, and the win-rate percent of the winnings is deducted. The arithmetic is money.ts's.
 */
export interface TaxSettings {
  /** stake_rate_percentage, applied when enable_stake_after_tax is on. */
  stakeRatePercentage: number;
  /** tax_returns_percentage, applied when tax_deduction_enabled is on. */
  taxReturnsPercentage: number;
}

export const NO_TAX: TaxSettings = { stakeRatePercentage: 0, taxReturnsPercentage: 0 };
