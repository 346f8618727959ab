import { useEffect, type RefObject } from 'react';
import { useLiveBook } from './use-live-book';

/** Rows just outside the viewport subscribe too, so prices are current when they scroll in. */
const ROOT_MARGIN = '200px';

export const eventTopic = (eventId: number): string => `event:${eventId}`;

type OnScreenChange = (onScreen: boolean) => void;

const watched = new Map<Element, OnScreenChange>();
let rowObserver: IntersectionObserver | undefined;

/**
 * One observer for every row of the page: the browser checks each observer's targets after every
 * layout, and at full feed load the live list lays out every frame; two hundred observers of one
 * row each cost more than one of two hundred rows.
 */
function watchOnScreen(element: Element, onChange: OnScreenChange): () => void {
  rowObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: ROOT_MARGIN },
  );
  const observer = rowObserver;
  watched.set(element, onChange);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    watched.delete(element);
  };
}

/**
 * Subscribes to an event's feed topic only while its row is on screen; the feed client's 500 ms
 * debounce turns a fast scroll into one subscription change.
 */
export function useEventTopicOnScreen(ref: RefObject<Element | null>, eventId: number): void {
  const book = useLiveBook();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return book.retain([eventTopic(eventId)]);
    let release: (() => void) | undefined;
    const unwatch = watchOnScreen(element, (onScreen) => {
      if (onScreen) release ??= book.retain([eventTopic(eventId)]);
      else {
        release?.();
        release = undefined;
      }
    });
    return () => {
      unwatch();
      release?.();
    };
  }, [book, eventId, ref]);
}
