import type { EventsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/events?ids=… (spec §7 Sports data): the matches of one jackpot with their markets. */
export const getJackpotEvents = (eventIds: readonly number[], signal: AbortSignal): Promise<EventsResponse> =>
  http().get<EventsResponse>('/xapi/rest/events', {
    query: { ids: eventIds.join(','), includeMarkets: true, eventsPerPage: Math.max(eventIds.length, 1) },
    signal,
  });
