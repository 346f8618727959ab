import { useEffect, type RefObject } from 'react';
import { useLiveBook } from './use-live-book';

/** Rows just outside the viewport subscribe too, so prices are current when they scroll in. */
const ROOT_MARGIN = '200px';

export const eventTopic = (eventId: number): string => `event:${eventId}`;

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
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) release ??= book.retain([eventTopic(eventId)]);
        else {
          release?.();
          release = undefined;
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      release?.();
    };
  }, [book, eventId, ref]);
}
