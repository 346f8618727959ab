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

export interface JackpotCalculationResponse {
  model: {
    jackpotId: number;
    globalStake: number;
    noOfBets: number;
    totalCost: number;
    errors: JackpotBetError[];
  };
}

/** A refusal of the slip, with a bet result code of spec §8 (RES-00056...); the main betslip's error shape. */
export interface JackpotBetError {
  code: string;
  message?: string;
  outcomeId?: number;
}

/**
 * POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid={uuid} with a JackpotBet body, answered
 * like the main betslip's placement (spec §3 Response model). The uuid makes a retried request
 * idempotent and is the "Req. ref" a player quotes to support.
 */
export interface JackpotPlacementResponse {
  model: {
    betSlipId: string;
    reference: string | null;
    status: 'ACCEPTED' | 'REJECTED';
    totalCost: number;
    availableBalance: number | null;
    errors: JackpotBetError[];
  };
}

/** POST /xapi/rest/jackpotbetslips/retailcodes with a JackpotBet body: a code to bet it in a shop. */
export interface JackpotRetailCodeResponse {
  code: string;
  expiresAt: string;
}

/** Spec §3 Advert, as GET /api/adverts/jackpot_banner and /api/adverts/jackpot_bets list them. */
export interface JackpotAdvert {
  name: string;
  description: string;
  show_description: boolean;
  attachment_path: string;
  width_in_pixels: number;
  height_in_pixels: number;
  link: string | null;
  link_name: string | null;
}

export interface JackpotAdvertsResponse {
  adverts: JackpotAdvert[];
}
