/**
 * Parlay extra winnings (spec §3 config, §6): a promotion that adds a percentage of a multiple's
 * winnings by its size, capped at maxAmount, for logged-in players not excluded from promotions.
 */
import { toMajor, toMinor } from './money';
import { roundPayoutDown } from './rounding';

export interface EpwConfig {
  epwPromoFilterValues: ReadonlyArray<{ betSize: number; percentage: number }>;
  maxAmount: number;
}

export interface EpwEligibility {
  enabled: boolean;
  loggedIn: boolean;
  excludedFromPromotions: boolean;
}

/**
 * Extra winnings in minor units on a multiple's profit (its returns above the stake), by the tier of
 * the largest bet size the multiple reaches, truncated, capped at maxAmount (in the player's currency);
 * none for a player excluded from promotions. The API books exactly this.
 */
export function extraWinningsMinor(
  config: EpwConfig,
  who: Pick<EpwEligibility, 'excludedFromPromotions'>,
  legs: number,
  profitMinor: number,
): number {
  if (who.excludedFromPromotions) return 0;
  const tier = [...config.epwPromoFilterValues].filter((v) => v.betSize <= legs).sort((a, b) => b.betSize - a.betSize)[0];
  if (!tier || !(tier.percentage > 0) || !(profitMinor > 0)) return 0;
  return Math.min(roundPayoutDown((profitMinor * tier.percentage) / 100), toMinor(Math.max(0, config.maxAmount)));
}

export function parlayExtraWinnings(
  config: EpwConfig | null,
  who: EpwEligibility,
  legs: number,
  stake: number,
  returns: number,
): number {
  if (!config || !who.enabled || !who.loggedIn || !(stake > 0)) return 0;
  return toMajor(extraWinningsMinor(config, who, legs, toMinor(returns) - toMinor(stake)));
}
