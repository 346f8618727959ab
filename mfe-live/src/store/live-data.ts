/**
 * The normalized shape of the live book: events, markets and outcomes each keyed by id, so a feed
 * diff replaces one small object and only the row that shows it re-renders.
 */
import type { Market, Outcome, SportEvent } from '@sportsbook/contracts';

export interface LiveEventEntity extends Omit<SportEvent, 'markets'> {
  marketIds: number[];
  /** When the clock reached END_OF_EVENT (ms); the event is shown finished for a while, then removed. */
  finishedAt?: number;
}

export interface MarketEntity extends Omit<Market, 'outcomes'> {
  outcomeIds: number[];
  /** A feed alert on this market's feed suspends it until the alert clears (spec §4 Market status). */
  feedAlert: boolean;
}

export interface OutcomeEntity extends Outcome {
  marketId: number;
}

/** Maps, not objects: a batch copies each table once, and copying a Map of thousands of ids is cheap. */
export interface LiveData {
  events: ReadonlyMap<number, LiveEventEntity>;
  markets: ReadonlyMap<number, MarketEntity>;
  outcomes: ReadonlyMap<number, OutcomeEntity>;
  /** Event ids in the order the API ranks them; changes only when events come or go. */
  order: readonly number[];
}

export const EMPTY_LIVE_DATA: LiveData = { events: new Map(), markets: new Map(), outcomes: new Map(), order: [] };
