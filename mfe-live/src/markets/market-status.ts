/** Spec §4 Market status: what a player sees of a market given its status, feed alert and outcomes. */
import { REMOVED_MARKET_STATUSES, type MarketStatus } from '@sportsbook/contracts';
import type { MarketEntity, OutcomeEntity } from '../store/live-data';

export const isRemovedStatus = (status: MarketStatus): boolean => REMOVED_MARKET_STATUSES.has(status);

/** A feed alert suspends the market whatever its own status says; clearing the alert gives the status back. */
export function effectiveMarketStatus(market: Pick<MarketEntity, 'status' | 'feedAlert'>): MarketStatus {
  return market.feedAlert && market.status === 'OPEN' ? 'SUSPENDED' : market.status;
}

/** Suspended markets stay on screen with their outcomes locked. */
export const isMarketLocked = (market: Pick<MarketEntity, 'status' | 'feedAlert'>): boolean =>
  effectiveMarketStatus(market) !== 'OPEN';

/**
 * A market is on the book while one of its outcomes is; a market of one outcome is never shown,
 * since a lone price reads as a whole market (spec §4: no lone outcome).
 */
export function isMarketShown(market: MarketEntity, outcomes: ReadonlyMap<number, OutcomeEntity>): boolean {
  if (isRemovedStatus(market.status)) return false;
  let known = 0;
  let open = false;
  for (const id of market.outcomeIds) {
    const outcome = outcomes.get(id);
    if (outcome === undefined) continue;
    known += 1;
    open ||= outcome.hidden === false;
  }
  return known >= 2 && open;
}
