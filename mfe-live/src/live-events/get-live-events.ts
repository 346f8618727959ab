import type { LiveEventsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/live/events (spec §7 Sports data). */
export const getLiveEvents = (signal: AbortSignal): Promise<LiveEventsResponse> =>
  http().get<LiveEventsResponse>('/xapi/rest/live/events', { signal });
