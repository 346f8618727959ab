/**
 * The jackpot bet of spec §3 and the jackpot calls of spec §7 (Betting). Where §7 shows no shape,
 * these are what mfe-jackpot sends and expects, and what the API serves.
 */

/** Spec §9: the default originId of every slip. */
export const JACKPOT_ORIGIN_ID = 11;
