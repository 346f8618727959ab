import type { Market, SportEvent } from '@sportsbook/contracts';

/** The market shown on a coupon row: the event's first open or suspended market with visible outcomes. */
export function mainMarket(event: SportEvent): Market | undefined {
  return event.markets.find(
    (market) => (market.status === 'OPEN' || market.status === 'SUSPENDED') && market.outcomes.some((o) => !o.hidden),
  );
}

/** The league is the last event path (spec §3 Event). */
export const leagueName = (event: SportEvent): string => event.eventPaths.at(-1)?.description ?? '';
