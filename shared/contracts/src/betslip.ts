/**
 * Betting and bets shapes of spec §7 (Betting; Sports data: open bets, settled bets, bet count) with
 * the entities of spec §3 (Slip model, Single selection, Multiple bet, System bet). Where §7 shows no
 * shape, these are what the betslip remote reads and sends; the API documents the same in api/README.md.
 */

/** Spec §3 userAcceptOdds: D = ask on any change (default), H = accept higher odds, A = accept any change. */
export type UserAcceptOdds = 'D' | 'H' | 'A';
export const DEFAULT_ORIGIN_ID = 11;

/** Outcome state on a betslip response: O open, S suspended, C closed (removed from the slip after 3 s, spec §4). */
export type SlipOutcomeState = 'O' | 'S' | 'C';

/** Spec §3 Single selection, as the slip sends it. */
export interface SlipSingleModel {
  outcomeId: number;
  eventId: number;
  marketId: number;
  /** sel1, sel2, ... in slip order. */
  ref: string;
  unitStake: number;
  freeMoneyUnitStake?: number;
  eachWay?: boolean;
  decimal: number;
}

/** Spec §3 Multiple bet (betTypeId 200002). */
export interface SlipMultipleModel {
  betTypeId: number;
  ref: string;
  noOfBets: number;
  unitStake: number;
  decimal: number;
  /** An each-way multiple: a win and a place accumulator of the unit stake each. */
  eachWay?: boolean;
}

/** Spec §3 System bet: ref is the system code (002-012, 057, 058, 019, ...). */
export interface SlipSystemModel {
  ref: string;
  unitStake: number;
  noOfBets: number;
  /** An each-way system: every line and its place twin. */
  eachWay?: boolean;
}

/** Spec §3 Slip model. */
export interface SlipModel {
  singles: SlipSingleModel[];
  multiples: SlipMultipleModel[];
  systems: SlipSystemModel[];
  /** Bet builders: each its legs' outcome ids, its stake and the price the player saw. */
  builders?: Array<{ outcomeIds: number[]; unitStake: number; decimal: number }>;
  userAcceptOdds: UserAcceptOdds;
  originId: number;
  usePromoCash?: boolean;
}

/** PUT/POST /xapi/rest/betslips/selections body (spec §7): POST when outcomeIds are supplied. */
export interface BetslipSelectionsRequest {
  model: SlipModel;
  outcomeIds?: number[];
  accountId?: string;
}

/** One single of a pricing answer: the current price and state of the outcome. */
export interface PricedSingle {
  outcomeId: number;
  outcomeState: SlipOutcomeState;
  decimal: number;
  maxBetStake?: number;
  maxFreeMoneyStake?: number;
  /** Each-way place terms where the market offers them. */
  placeTerms?: { numerator: number; denominator: number; places?: number };
}

/** A §8 result code, tied to the bet (sel1, mul1, a system code) it concerns when it is about one. */
export interface BetslipError {
  code: string;
  ref?: string;
  message?: string;
}

/** One bet builder of a pricing answer: its price now, or null with why the book will not take it. */
export interface PricedBuilderUpdate {
  eventId: number;
  decimal: number | null;
  message: string | null;
}

export interface BetslipSelectionsResponse {
  model: {
    singles: PricedSingle[];
    builders?: PricedBuilderUpdate[];
    availableBalance: number | null;
    totalCost: number;
    errors: BetslipError[];
  };
}

/** Placement status: accepted, waiting for the live-bet delay or a trader, or rejected. */
export type PlacementStatus = 'ACCEPTED' | 'PENDING' | 'REJECTED';

/** POST /xapi/rest/accounts/{accountId}/betslips?uuid=... answer, and PUT /xapi/rest/betslips/{betSlipId}/status. */
export interface PlaceBetslipResponse {
  model: {
    betSlipId: string;
    reference: string | null;
    status: PlacementStatus;
    /** Live-bet delay in seconds before the book accepts or rejects (spec §3 Slip model delay). */
    delay: number;
    totalCost: number;
    /** The wallet after the bet: cash, and bonus money (a free bet spends it). */
    availableBalance: number | null;
    availablePromoCash: number;
    errors: BetslipError[];
  };
}

/** A settled bet's result; PLACED: an each-way bet that returned by its place part only. */
export type BetResult = 'WON' | 'PLACED' | 'LOST' | 'VOID' | 'CASHED_OUT';

export interface BetLeg {
  outcomeId: number;
  eventId: number;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  decimal: number;
}

/** A bet as GET /xapi/bet/account/{accountId}/openbets and dailySettledBets list it. */
export interface BetView {
  betId: string;
  reference: string;
  placedAt: string;
  /** single, multiple or a system code. */
  betType: string;
  totalStake: number;
  potentialReturns: number;
  currency: string;
  legs: BetLeg[];
  /** Present while the book offers a cashout on an open bet. */
  cashoutAmount?: number | null;
  result?: BetResult;
  returns?: number;
  settledAt?: string;
}

/** Spec §8 cashout outcomes. */
export type CashoutStatus = 'SUCCESS' | 'INVALID_AMOUNT' | 'VALUES_CHANGED' | 'ERROR';

export interface CashoutResponse {
  status: CashoutStatus;
  amount: number | null;
  cashoutAmount?: number | null;
}

/** POST /xapi/rest/betslips/retailcodes: create a code from a slip, or load a slip from a code. */
export type RetailCodeRequest = { model: SlipModel } | { code: string };
