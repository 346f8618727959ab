import type { EventsQuery, EventsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/events for open prematch events, soonest first (spec §7 Sports data). */
export function getUpcomingEvents(limit: number, signal: AbortSignal): Promise<EventsResponse> {
  const query: EventsQuery = {
    periodType: 'PRE_MATCH',
    includeMarkets: true,
    bettable: true,
    marketStatus: 'OPEN,SUSPENDED',
    eventsPerPage: limit,
    page: 1,
  };
  return http().get<EventsResponse>('/xapi/rest/events', { query: { ...query }, signal });
}
