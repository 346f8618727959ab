import type { BetslipError, BuilderRequest, SelectionRequest, SlipOutcomeState, UserAcceptOdds } from '@sportsbook/contracts';
import type { PlaceTerms } from '@sportsbook/stakes';

/** A selection on the slip: what the page sent, plus what pricing told us since. */
export interface SlipSelection extends SelectionRequest {
  outcomeState: SlipOutcomeState;
  /** The price before the last change, for the up/down mark; cleared when the player accepts it. */
  previousDecimal: number | null;
  eachWay: boolean;
  placeTerms: PlaceTerms | null;
  maxFreeMoneyStake: number;
  /** The single is staked with free money (spec §4 freeBetMax) instead of cash. */
  freeBet: boolean;
}

/** A bet builder on the slip: what its event page sent, plus what pricing told us since. */
export interface SlipBuilder extends BuilderRequest {
  /** The price before the last change, for the up/down mark. */
  previousDecimal: number | null;
  /** Why the book will not take it now (its legs cannot go together, one is gone), else null. */
  message: string | null;
}

export type RequestStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Spec §3 Betslip state. The persisted part survives a reload; the rest is per page view (spec §4). */
export interface PersistedSlip {
  selections: SlipSelection[];
  /** Stake text of each single by outcome id, as the player typed it. */
  singleStakes: Record<number, string>;
  multipleStake: string;
  /** The multiple is each-way (where the brand takes each-way and every leg has place terms). */
  multipleEachWay: boolean;
  /** Stake text by system code. */
  systemStakes: Record<string, string>;
  /** Codes of the systems staked each-way. */
  systemEachWay: string[];
  /** Bet builders, one per match, and the stake text of each by its match's id. */
  builders: SlipBuilder[];
  builderStakes: Record<number, string>;
  expanded: boolean;
  showSystemBets: boolean;
  userAcceptOdds: UserAcceptOdds;
  /** Keep the selections after a successful placement instead of resetting the slip. */
  keepSelections: boolean;
  rememberedStake: number;
}

export interface TransientSlip {
  open: boolean;
  limitReached: boolean;
  errors: BetslipError[];
  isResponseTimeOver: boolean;
  /** Outcome ids whose 'not available' message has been shown (spec §5: once per selection). */
  notAvailableShown: number[];
  pricingStatus: RequestStatus;
  availableBalance: number | null;
  betPlacing: boolean;
  statusWaitApproval: boolean;
  placementSuccess: boolean;
  placementReference: string | null;
  /** The bets the API stored for the last placement, as it answered them (the receipt checks each). */
  placedBets: readonly unknown[];
  /** What the last placement cost, as the API answered. */
  placedCost: number;
  /** Seconds left of a live bet's delay while the book decides. */
  countdown: number;
  /** The logged-in player's default stake from their account preferences. */
  defaultStake: number;
  /** Stake fields whose text is no amount (stakeKey): the slip holds no stake there and cannot be placed. */
  refusedStakes: string[];
}

export type BetslipState = PersistedSlip & TransientSlip;

export const EMPTY_PERSISTED: PersistedSlip = {
  selections: [],
  singleStakes: {},
  multipleStake: '',
  multipleEachWay: false,
  systemEachWay: [],
  systemStakes: {},
  builders: [],
  builderStakes: {},
  expanded: false,
  showSystemBets: false,
  userAcceptOdds: 'D',
  keepSelections: false,
  rememberedStake: 0,
};

export const EMPTY_TRANSIENT: TransientSlip = {
  open: false,
  limitReached: false,
  errors: [],
  isResponseTimeOver: false,
  notAvailableShown: [],
  pricingStatus: 'idle',
  availableBalance: null,
  betPlacing: false,
  statusWaitApproval: false,
  placementSuccess: false,
  placementReference: null,
  placedBets: [],
  placedCost: 0,
  countdown: 0,
  defaultStake: 0,
  refusedStakes: [],
};

/** Which stake field a refusal belongs to: a stake is one bet's, never another's. */
export const stakeKey = {
  single: (outcomeId: number) => `single:${outcomeId}`,
  multiple: 'multiple',
  system: (code: string) => `system:${code}`,
  builder: (eventId: number) => `builder:${eventId}`,
};

/** Spec §3: singles are sel1, sel2, ... in slip order, so refs follow the index. */
export const singleRef = (index: number): string => `sel${index + 1}`;
export const MULTIPLE_REF = 'mul1';
/** Builders are bb1, bb2, ... in slip order, as the API names them. */
export const builderRef = (index: number): string => `bb${index + 1}`;
