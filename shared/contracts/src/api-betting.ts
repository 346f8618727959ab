/**
 * What the operator API answers on the betting calls, as supersets of the shapes in betslip.ts and
 * jackpot-slip.ts (a client typed against those reads these unchanged): the priced multiples and
 * systems, per-bet details of placed and settled bets, and the §8 result codes the API uses.
 */
import type { BetLeg, BetslipSelectionsResponse, BetView, CashoutResponse, PlaceBetslipResponse, PricedSingle } from './betslip';

/** Spec §8 bet result codes as the API uses them (api/README.md says when each is given). */
/** Every bet result code of spec §8, in the spec's order: the one list every app maps to messages. */
export const RESULT_CODES = [
  'RES-00152',
  'RES-00048',
  'RES-00109',
  'RES-00108',
  'RES-00056',
  'RES-00034',
  'RES-00103',
  'RES-00140',
  'RES-00057',
  'RES-00153',
  'RES-00195',
  'RES-00047',
  'RES-00046',
  'RES-00100',
  'RES-00098',
  'RES-00199',
  'RES-00196',
  'RES-00218',
  'RES-00233',
  'RES-00241',
  'RES-00049',
  'RES-00246',
  'RES-00247',
  'RES-00249',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const isResultCode = (code: string | undefined): code is ResultCode =>
  (RESULT_CODES as readonly string[]).includes(code ?? '');

export const BET_RESULT_CODES = {
  priceChanged: 'RES-00152',
  eventSuspended: 'RES-00048',
  selectionNotAvailable: 'RES-00109',
  selectionSuspended: 'RES-00108',
  stakeAboveBalance: 'RES-00056',
  stakeAboveMax: 'RES-00034',
  wagersDisallowed: 'RES-00103',
  stakeBelowMin: 'RES-00140',
  eventPassed: 'RES-00047',
  noPriceAvailable: 'RES-00098',
  combinationNotAllowed: 'RES-00218',
  combinationLimit: 'RES-00233',
  freeBetFailed: 'RES-00241',
  anotherBetInProgress: 'RES-00246',
  tooManyBets: 'RES-00247',
  feedAlertActive: 'RES-00249',
} as const satisfies Record<string, ResultCode>;
export type BetResultCode = (typeof BET_RESULT_CODES)[keyof typeof BET_RESULT_CODES];

/** Spec §9: the Double; an N-fold is 200000 + N. */
export const DOUBLE_BET_TYPE_ID = 200002;

/** A single as the pricing call returns it: the slip's §3 Single selection fields, priced. */
export interface PricedSingleDetail extends PricedSingle {
  eventId: number;
  marketId: number;
  ref: string;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  isLive: boolean;
  maxBetStake: number;
  maxFreeMoneyStake: number;
  minBetStake: number;
  unitStake: number;
  freeMoneyUnitStake: number;
  stakeAfterTax: number;
  potentialReturns: number;
  potentialTaxDeduction: number;
  /** Why the selection cannot be bet ('Your selection is not available anymore'...), else null. */
  message: string | null;
}

/** Spec §3 Multiple bet, priced. */
export interface PricedMultipleBet {
  betTypeId: number;
  /** Double, Treble or N-Fold. */
  description: string;
  fullDescription: string;
  ref: string;
  noOfBets: number;
  price: number;
  decimal: number;
  priceFormat: number;
  totalStake: number;
  unitStake: number;
  stakeAfterTax: number;
  taxPercentage: number;
  minBetStake: string;
  extraParlayWinnings: number;
  potentialReturns: number;
}

/** Spec §3 System bet, priced. */
export interface PricedSystemBet {
  ref: string;
  description: string;
  noOfBets: number;
  unitStake: number;
  totalStake: number;
  potentialReturns: number;
}

/** PUT/POST /xapi/rest/betslips/selections answer. */
export interface BetslipPricingResponse extends BetslipSelectionsResponse {
  model: Omit<BetslipSelectionsResponse['model'], 'singles'> & {
    singles: PricedSingleDetail[];
    multiples: PricedMultipleBet[];
    systems: PricedSystemBet[];
    availablePromoCash: number;
    potentialReturns: number;
    totalOdds: number;
  };
}

export type BetKind = 'SINGLE' | 'MULTIPLE' | 'SYSTEM' | 'JACKPOT';
export type BetStatus = 'PENDING' | 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT' | 'REJECTED';
export type LegResult = 'OPEN' | 'WON' | 'LOST' | 'VOID';

export interface BetLegDetail extends BetLeg {
  marketId: number;
  sportCode: string;
  startTime: string;
  /** Price now on offer while the market is open, else null. */
  currentPrice: number | null;
  /** Jackpot legs: the event's position in the jackpot. */
  ordinal: number | null;
  result: LegResult;
}

/** A bet with everything the my-bets views show. */
export interface BetDetail extends BetView {
  betSlipId: string;
  kind: BetKind;
  status: BetStatus;
  betTypeId: number;
  description: string;
  unitStake: number;
  noOfBets: number;
  freeMoneyStake: number;
  /** Spec §5 tax on the stake: what the brand withholds before the stake is wagered (0 without tax). */
  stakeTax: number;
  /** Spec §5 tax on the winnings as the legs stand, open legs counted as won (0 without tax). */
  winningsTax: number;
  totalOdds: number;
  isLive: boolean;
  jackpotId: number | null;
  legs: BetLegDetail[];
  /** Cash-out offered now (spec: cashout on open bets), null when none. */
  cashoutAmount: number | null;
}

/** POST betslips and PUT betslips/{id}/status answer. */
export interface PlacedBetslipResponse extends PlaceBetslipResponse {
  model: PlaceBetslipResponse['model'] & {
    displayDelay: number;
    /** When a pending slip is decided (ISO). */
    acceptAfter: string;
    potentialReturns: number;
    bets: BetDetail[];
  };
}

export interface BetDetailsResponse {
  bets: BetDetail[];
}

/** Spec §3 Parlay extra winnings config: GET /xapi/rest/promotions/epw. */
export interface EpwPromotion {
  /** Bonus in percent of a winning multiple's profit, by its number of selections (the highest betSize not above it applies). */
  epwPromoFilterValues: Array<{ betSize: number; percentage: number }>;
  maxAmount: number;
}

/** POST /xapi/bet/account/{accountId}/openbet/{betId}/cashout answer, with the bet and balance after it. */
export interface CashoutDetailResponse extends CashoutResponse {
  balance: number;
  bet: BetDetail;
}
