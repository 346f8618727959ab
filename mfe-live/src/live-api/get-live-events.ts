import type { SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { validEvents } from '../feed/feed-message';

/** GET /xapi/rest/live/events (spec §7 Sports data), the first `limit` or all, malformed events left out. */
export const getLiveEvents = async (signal: AbortSignal, limit?: number): Promise<SportEvent[]> =>
  validEvents(
    await http().get<unknown>('/xapi/rest/live/events', {
      query: { eventsPerPage: limit },
      signal,
    }),
  );
