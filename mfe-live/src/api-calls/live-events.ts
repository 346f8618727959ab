import type { SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { validEvents } from '../feed/feed-message';

/**
 * GET /xapi/rest/live/events (spec §7 Sports data), the first `limit` or all, malformed events left
 * out; with `markets: false` each event comes without its markets (its marketCount says it has them).
 */
export const getLiveEvents = async (
  signal: AbortSignal,
  { limit, markets = true }: { limit?: number; markets?: boolean } = {},
): Promise<SportEvent[]> =>
  validEvents(
    await http().get<unknown>('/xapi/rest/live/events', {
      query: { eventsPerPage: limit, includeMarkets: markets ? undefined : false },
      signal,
    }),
  );
