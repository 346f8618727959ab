import type { EventsQuery } from '@sportsbook/contracts';
import { periodRange } from '../filters/period-filter';
import type { CouponFilters } from '../filters/use-coupon-filters';

/** Spec §9: prematch events per page. */
const EVENTS_PER_PAGE = 20;

/** The events query of a coupon page: its own scope plus the player's period, status and page. */
export function couponQuery(scope: EventsQuery, filters: CouponFilters, now: Date): EventsQuery {
  return {
    periodType: 'PRE_MATCH',
    includeMarkets: true,
    ...scope,
    marketStatus: filters.status,
    eventsPerPage: EVENTS_PER_PAGE,
    page: filters.page,
    ...periodRange(filters.period, now),
  };
}
