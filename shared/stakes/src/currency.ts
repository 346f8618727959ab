/** Currencies whose stakes, limits and quick stakes are counted in thousands (spec §5, §9). */
export const THOUSANDS_CURRENCIES: ReadonlySet<string> = new Set(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);

export const currencyScale = (currency: string): number => (THOUSANDS_CURRENCIES.has(currency.toUpperCase()) ? 1000 : 1);

export interface StakeLimits {
  min: number;
  max: number;
}

/** Spec §9 defaults of bet_stake_min_amount and bet_stake_max_amount. */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: 0, max: 10_000 };

/** Spec §5: stake min and max are multiplied by 1000 for VND, IDR, LAK, MMK and KHR. */
export function scaledStakeLimits(limits: StakeLimits, currency: string): StakeLimits {
  const scale = currencyScale(currency);
  return { min: limits.min * scale, max: limits.max * scale };
}

export type StakeLimitError = 'below-min' | 'above-max';

/** Which limit a positive stake breaks, against limits already scaled for the currency. */
export function stakeLimitError(stake: number, limits: StakeLimits): StakeLimitError | null {
  if (!(stake > 0)) return null;
  if (stake < limits.min) return 'below-min';
  if (stake > limits.max) return 'above-max';
  return null;
}
