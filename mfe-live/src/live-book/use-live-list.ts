import { serverData, useServerData } from '@sportsbook/ui';
import { useCallback, useEffect, useState } from 'react';
import { getLiveEvents } from '../live-api/get-live-events';
import { useLiveBook } from './use-live-book';

/** Kick-offs reach a page that subscribes per event only through this refresh of the list. */
const LIST_REFRESH_MS = 60_000;

export type ListStatus = 'loading' | 'error' | 'ready';

/**
 * Loads the in-play list into the live book, again after a feed reconnection and every minute. With
 * a `limit` (the home page's box) only the first events are asked for and added to the book; the
 * whole list replaces it. Only the first load brings the events' markets: afterwards the feed keeps
 * the markets of the rows on screen, and a refresh is for kick-offs and ended events, so bringing
 * every market again (200 events, 680 kB at full load) cost a phone a burst of long tasks a minute.
 */
export function useLiveList(limit?: number): { status: ListStatus; retry: () => void } {
  const book = useLiveBook();
  const [attempt, setAttempt] = useState(0);
  // Holds the feed connection while the list is shown, even when no row is on screen.
  useEffect(() => book.retain([]), [book]);
  const list = useServerData(
    ['live-events', limit ?? 'all', attempt],
    async (signal) => {
      const markets = book.store.getState().order.length === 0;
      const events = await getLiveEvents(signal, { limit, markets });
      book.store.actions.load(events, limit === undefined);
      return events.length;
    },
    { pollMs: LIST_REFRESH_MS },
  );
  useEffect(() => book.onResync(() => void serverData().refetchQueries({ queryKey: ['live-events'] })), [book]);
  const failure = list.status === 'error' ? list.error : null;
  useEffect(() => {
    if (failure) console.warn('[live] the live events could not be loaded', failure);
  }, [failure]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = list.status === 'loading' && book.store.getState().order.length > 0 ? 'ready' : list.status;
  return { status, retry };
}
