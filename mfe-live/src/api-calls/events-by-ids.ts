import { MAX_EVENTS_PER_PAGE, type SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { validEvents } from '../feed/feed-message';

/**
 * GET /xapi/rest/events?ids=… with markets (spec §7 Sports data): an event opened by its link, the
 * events a refresh of the list found kicked off. One page holds them all, up to the API's page size.
 */
export const getEventsByIds = async (ids: readonly number[], signal: AbortSignal): Promise<SportEvent[]> => {
  const asked = ids.slice(0, MAX_EVENTS_PER_PAGE);
  return validEvents(
    await http().get<unknown>('/xapi/rest/events', {
      signal,
      query: { ids: asked.join(','), eventsPerPage: asked.length, includeMarkets: true },
    }),
  );
};
