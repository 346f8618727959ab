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
 * whole list replaces it.
 */
export function useLiveList(limit?: number): { status: ListStatus; retry: () => void } {
  const book = useLiveBook();
  const [attempt, setAttempt] = useState(0);
  // Holds the feed connection while the list is shown, even when no row is on screen.
  useEffect(() => book.retain([]), [book]);
  const list = useServerData(
    ['live-events', limit ?? 'all', attempt],
    async (signal) => {
      const events = await getLiveEvents(signal, limit);
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
