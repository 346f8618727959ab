import { EVENT_PATH, pathOf, type SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/**
 * GET /xapi/rest/events/{eventId} (spec §7): one event with every market, checked against the
 * endpoint table. The check's code loads while the event is asked for, not before it.
 */
export async function getEvent(eventId: number, signal?: AbortSignal): Promise<SportEvent> {
  const [payload, { checkedAnswer, eventEndpoint }] = await Promise.all([
    http().get<unknown>(pathOf(EVENT_PATH, { eventId }), { signal }),
    import('./checked-event'),
  ]);
  return checkedAnswer(eventEndpoint, payload);
}
