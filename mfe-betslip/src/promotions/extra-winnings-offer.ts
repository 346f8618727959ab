import type { EpwConfig, EpwEligibility } from '@sportsbook/stakes';

/** The parlay extra winnings on offer to this player: the tiers and who they are, as the API books them. */
export interface ExtraWinningsOffer {
  config: EpwConfig;
  who: EpwEligibility;
}
