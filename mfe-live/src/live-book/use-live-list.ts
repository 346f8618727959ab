import type { SportEvent } from '@sportsbook/contracts';
import { serverData, useServerData } from '@sportsbook/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getEventsByIds } from '../api-calls/events-by-ids';
import { getLiveEvents } from '../api-calls/live-events';
import type { LiveBook } from './live-book';
import { useLiveBook } from './use-live-book';

/** Kick-offs reach a page that subscribes per event only through this refresh of the list. */
const LIST_REFRESH_MS = 60_000;

export type ListStatus = 'loading' | 'error' | 'ready';

/**
 * A refresh lists without markets the events that kicked off since: the book has no markets of
 * theirs, and their rows would say "No markets open" until the feed sent them, so they are asked for.
 */
async function withKickOffMarkets(listed: SportEvent[], book: LiveBook, signal: AbortSignal): Promise<SportEvent[]> {
  const known = book.store.getState().events;
  const kickedOff = listed.filter((event) => !known.has(event.id)).map((event) => event.id);
  if (kickedOff.length === 0) return listed;
  const complete = new Map((await getEventsByIds(kickedOff, signal)).map((event) => [event.id, event]));
  return listed.map((event) => complete.get(event.id) ?? event);
}

/**
 * Loads the in-play list into the live book, again after a feed reconnection and every minute. With
 * a `limit` (the home page's box) only the first events are asked for and added to the book; the
 * whole list replaces it. Only the list's first load for its key brings the events' markets: each
 * time the list is shown (the book may hold only the home page box's events) and after a change of
 * language (the markets' names) or account. Afterwards the feed keeps the markets of the rows on
 * screen, and a refresh is for kick-offs and ended events, so bringing every market again (200
 * events, 680 kB at full load) cost a phone long tasks each minute.
 */
export function useLiveList(limit?: number): { status: ListStatus; retry: () => void } {
  const book = useLiveBook();
  const [attempt, setAttempt] = useState(0);
  // The full key (language, account, attempt) whose load last brought the markets into the book.
  const marketsFor = useRef<string | null>(null);
  // Holds the feed connection while the list is shown, even when no row is on screen.
  useEffect(() => book.retain([]), [book]);
  const list = useServerData(
    ['live-events', limit ?? 'all', attempt],
    async (signal, fullKey) => {
      const loadKey = JSON.stringify(fullKey);
      const markets = marketsFor.current !== loadKey;
      const listed = await getLiveEvents(signal, { limit, markets });
      const events = markets ? listed : await withKickOffMarkets(listed, book, signal);
      book.store.actions.load(events, limit === undefined);
      marketsFor.current = loadKey;
      return events.length;
    },
    { pollMs: LIST_REFRESH_MS },
  );
  // Only the lists shown: a list kept for a while in another language or account must not fill the book.
  useEffect(() => book.onResync(() => void serverData().refetchQueries({ queryKey: ['live-events'], type: 'active' })), [book]);
  const failure = list.status === 'error' ? list.error : null;
  useEffect(() => {
    if (failure) console.warn('[live] the live events could not be loaded', failure);
  }, [failure]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = list.status === 'loading' && book.store.getState().order.length > 0 ? 'ready' : list.status;
  return { status, retry };
}
