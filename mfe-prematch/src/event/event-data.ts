import { loadOddsConfig } from '../odds/odds-config-store';
import { leadingId } from '../routing/paths';
import { prefetchEvent } from '../api-calls/event';

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
