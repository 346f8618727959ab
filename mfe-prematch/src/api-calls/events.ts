import type { EventsQuery, EventsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/**
 * GET /xapi/rest/events (spec §7 Sports data). The client turns a query longer than 2000 characters
 * (a long favourites or outrights id list) into POST with a hash parameter and the params as body.
 */
export function getEvents(query: EventsQuery, signal?: AbortSignal): Promise<EventsResponse> {
  return http().get<EventsResponse>('/xapi/rest/events', { query: { ...query }, signal });
}
