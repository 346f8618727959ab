import { useEffect, useRef, useState, type RefObject } from 'react';

/** Far enough ahead that content is in place before a scrolling player reaches it. */
const AHEAD = '600px';

/**
 * Whether an element has come near the viewport, and stays true once it has. Content below the
 * first screen (the footer's HTML, a widget further down) waits for it, so a phone's first paint
 * does not share its connection and main thread with it. Where the browser cannot tell
 * (no IntersectionObserver), everything counts as near.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const canObserve = typeof IntersectionObserver === 'function';
  // A ref object, not a ref callback that sets state: state set while React commits is rendered
  // again at once, in the same task (the first page's commit grew by a synchronous re-render).
  const place = useRef<T | null>(null);
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [place, near];
}
