import type { SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/events/{eventId} (spec §7): one event with every market. */
export function getEvent(eventId: number, signal?: AbortSignal): Promise<SportEvent> {
  return http().get<SportEvent>(`/xapi/rest/events/${eventId}`, { signal });
}
