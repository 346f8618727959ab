import { EVENT_PATH, pathOf, type SportEvent } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { prefetchServerData, useServerData, type ApiData } from '@sportsbook/ui';

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

/**
 * An event asked for as its page's code loads is the page's answer when the page renders, rather
 * than a reason to ask again: prematch prices move slowly, and the slip reprices what is picked.
 */
const EVENT_FRESH = { freshMs: 10_000, everyone: true };

const loadEvent = (eventId: number | null) => (signal: AbortSignal) =>
  eventId === null ? Promise.reject(new Error('no event id in the page address')) : getEvent(eventId, signal);

/** Starts asking for an event before its page renders. */
export function prefetchEvent(eventId: number): void {
  prefetchServerData(['event', eventId, 0], loadEvent(eventId), EVENT_FRESH);
}

/** The event an event's page shows; `reload` counts the player's retries. */
export const useEvent = (eventId: number | null, reload: number): ApiData<SportEvent> =>
  useServerData(['event', eventId, reload], loadEvent(eventId), EVENT_FRESH);
