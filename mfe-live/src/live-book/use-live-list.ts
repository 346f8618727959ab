import { isAbortError } from '@sportsbook/http';
import { useCallback, useEffect, useState } from 'react';
import { getLiveEvents } from '../live-api/get-live-events';
import { useLiveBook } from './use-live-book';

/** Kick-offs reach a page that subscribes per event only through this refresh of the list. */
const LIST_REFRESH_MS = 60_000;

export type ListStatus = 'loading' | 'error' | 'ready';

/** Loads the in-play list into the live book, again after a feed reconnection and every minute. */
export function useLiveList(): { status: ListStatus; retry: () => void } {
  const book = useLiveBook();
  const [status, setStatus] = useState<ListStatus>(() => (book.store.getState().order.length > 0 ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  // Holds the feed connection while the list is shown, even when no row is on screen.
  useEffect(() => book.retain([]), [book]);
  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      getLiveEvents(controller.signal).then(
        (events) => {
          book.store.actions.load(events, true);
          setStatus('ready');
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          console.warn('[live] the live events could not be loaded', error);
          setStatus((current) => (current === 'ready' ? current : 'error'));
        },
      );
    };
    load();
    const refresh = setInterval(load, LIST_REFRESH_MS);
    const stopResync = book.onResync(load);
    return () => {
      controller.abort();
      clearInterval(refresh);
      stopResync();
    };
  }, [book, attempt]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}
