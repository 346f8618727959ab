/** Spec §9 default of max_bets_on_betslip. */
export const MAX_BETS_ON_BETSLIP = 15;
