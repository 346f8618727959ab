import type { SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { validEvents } from '../feed/feed-message';

/** GET /xapi/rest/events?ids=… with markets (spec §7 Sports data), for an event opened by its link. */
export const getEventsByIds = async (ids: readonly number[], signal: AbortSignal): Promise<SportEvent[]> =>
  validEvents(await http().get<unknown>('/xapi/rest/events', { signal, query: { ids: ids.join(','), includeMarkets: true } }));
