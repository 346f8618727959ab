import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { LiveState } from '../store/live-store';
import { pageLiveBook, type LiveBook } from './live-book';

/** Tests hand in their own book; the page uses its one shared book. */
export const LiveBookContext = createContext<LiveBook | null>(null);

export function useLiveBook(): LiveBook {
  return useContext(LiveBookContext) ?? pageLiveBook();
}

/** A slice of the live book; the component re-renders only when that slice changes. */
export function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(useLiveBook().store, selector);
}

/**
 * A slice of one event's part of the book (the event, its markets, its outcomes), checked again only
 * when a change touched that event. The selector must read nothing outside that event.
 */
export function useLiveEvent<T>(eventId: number, selector: (state: LiveState) => T): T {
  const { store } = useLiveBook();
  const subscribe = useCallback((listener: () => void) => store.subscribeToEvent(eventId, listener), [store, eventId]);
  return useSyncExternalStore(subscribe, () => selector(store.getState()));
}

/** Keeps the feed connected and these topics subscribed while the component is mounted. */
export function useFeedTopics(topics: readonly string[]): void {
  const book = useLiveBook();
  // Compared by value: callers build a new array on every render.
  const key = topics.join(',');
  useEffect(() => book.retain(key === '' ? [] : key.split(',')), [book, key]);
}
