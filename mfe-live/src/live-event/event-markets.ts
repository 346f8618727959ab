/** The markets of a live event page in book order, and how many render before the rest are lazy-loaded. */
import { isMarketShown } from '../markets/market-status';
import type { LiveData } from '../store/live-data';

/** Spec §9 lazy_loading_markets_live_event_count_threshold. */
export const LAZY_MARKETS_THRESHOLD = 30;

export function shownMarketIds(data: LiveData, eventId: number): number[] {
  return (data.events.get(eventId)?.marketIds ?? []).filter((id) => {
    const market = data.markets.get(id);
    return market !== undefined && isMarketShown(market, data.outcomes);
  });
}

/** Above the threshold only the first markets render until the player asks for the rest. */
export const marketsToRender = (ids: readonly number[], expanded: boolean): readonly number[] =>
  expanded || ids.length <= LAZY_MARKETS_THRESHOLD ? ids : ids.slice(0, LAZY_MARKETS_THRESHOLD);
