/**
 * The jackpot bet of spec §3 and the jackpot calls of spec §7 (Betting). Where §7 shows no shape,
 * these are what mfe-jackpot sends and expects, and what the API serves.
 */

/** Spec §9: the default originId of every slip. */
export const JACKPOT_ORIGIN_ID = 11;

/** One pick: an outcome of the jackpot's event at position `ordinal` (1-based, in `Jackpot.eventIds` order). */
export interface JackpotSingle {
  outcomeId: number;
  ordinal: number;
}

/** Spec §3 Jackpot bet: the body of placement and of retail codes. */
export interface JackpotBet {
  jackpotId: number;
  jackpotPrize: number;
  /** Stake of one line, major units (the jackpot's `lineStake`). */
  globalStake: number;
  /** Total cost as the jackpot calculation priced it: globalStake × noOfBets. */
  jackpotTotalStake: number;
  /** Lines: the product of the number of picks per event. */
  noOfBets: number;
  originId: number;
  singles: JackpotSingle[];
}

/**
 * Jackpot calculation (spec §7: model {globalStake, jackpotId, originId} and outcomeIds as a comma
 * list, returns model.totalCost): POST /xapi/rest/jackpotbetslips/selections.
 */
export interface JackpotCalculationRequest {
  model: { globalStake: number; jackpotId: number; originId: number };
  outcomeIds: string;
}
