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
  const known = market.outcomeIds.filter((id) => outcomes.has(id));
  return known.length >= 2 && known.some((id) => outcomes.get(id)?.hidden === false);
}
