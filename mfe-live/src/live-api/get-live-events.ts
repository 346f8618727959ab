import type { SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { validEvents } from '../feed/feed-message';

/** GET /xapi/rest/live/events (spec §7 Sports data), malformed events left out. */
export const getLiveEvents = async (signal: AbortSignal): Promise<SportEvent[]> =>
  validEvents(await http().get<unknown>('/xapi/rest/live/events', { signal }));
