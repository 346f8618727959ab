import type { SportEvent } from '@sportsbook/contracts';
import { prefetchServerData, useServerData, type ApiData } from '@sportsbook/ui';
import { loadOddsConfig } from '../odds/odds-config-store';
import { leadingId } from '../routing/paths';
import { getEvent } from '../sports-api/get-event';

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

/**
 * On a page opened at an event's address, asks for the event and what its prices depend on as the
 * prematch module loads: the page's largest paint on a phone is the event's name, which otherwise
 * waited for the page's first render and the event page's code before the event was asked for.
 */
export function prefetchEventAt(pathname: string): void {
  const eventId = leadingId(/^\/[^/]+\/events\/([^/]+)/.exec(pathname)?.[1]);
  if (eventId === null) return;
  prefetchEvent(eventId);
  void loadOddsConfig();
}
