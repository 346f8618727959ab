import { useCallback, useEffect, useState } from 'react';

/** Far enough ahead that content is in place before a scrolling player reaches it. */
const AHEAD = '600px';

/**
 * Whether an element has come near the viewport, and stays true once it has. Content below the
 * first screen (the footer's HTML, a widget further down) waits for it, so a phone's first paint
 * does not share its connection and main thread with it (issue 21). Where the browser cannot tell
 * (no IntersectionObserver), everything counts as near.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const canObserve = typeof IntersectionObserver === 'function';
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [useCallback((next: T | null) => setElement(next), []), near];
}
