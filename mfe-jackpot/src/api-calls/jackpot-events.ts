import type { EventsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

/** GET /xapi/rest/events?ids=… (spec §7 Sports data): the matches of one jackpot with their markets. */
export const getJackpotEvents = (eventIds: readonly number[], signal: AbortSignal): Promise<EventsResponse> =>
  http().get<EventsResponse>('/xapi/rest/events', {
    query: { ids: eventIds.join(','), includeMarkets: true, eventsPerPage: Math.max(eventIds.length, 1) },
    signal,
  });

/** One jackpot's matches through the page's cache; a new `reload` asks again (the page's Retry). */
export const useJackpotEvents = (jackpotId: number, eventIds: readonly number[], reload: number): ApiData<EventsResponse> =>
  useServerData(['jackpot-events', jackpotId, eventIds, reload], (signal) => getJackpotEvents(eventIds, signal));
