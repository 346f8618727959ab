/**
 * Parlay extra winnings (spec §3 config, §6): a promotion that adds a percentage of a multiple's
 * winnings by its size, capped at maxAmount, for logged-in players not excluded from promotions.
 */
import { roundMoney } from './rounding';

export interface EpwConfig {
  epwPromoFilterValues: ReadonlyArray<{ betSize: number; percentage: number }>;
  maxAmount: number;
}

export interface EpwEligibility {
  enabled: boolean;
  loggedIn: boolean;
  excludedFromPromotions: boolean;
}

export function parlayExtraWinnings(
  config: EpwConfig | null,
  who: EpwEligibility,
  legs: number,
  stake: number,
  returns: number,
): number {
  if (!config || !who.enabled || !who.loggedIn || who.excludedFromPromotions || !(stake > 0) || returns <= stake) return 0;
  const tier = [...config.epwPromoFilterValues].filter((v) => v.betSize <= legs).sort((a, b) => b.betSize - a.betSize)[0];
  if (!tier || !(tier.percentage > 0)) return 0;
  const extra = ((returns - stake) * tier.percentage) / 100;
  return roundMoney(Math.min(extra, Math.max(0, config.maxAmount)));
}
