import { useEffect, useState, type RefObject } from 'react';

/** Runs `start` once the page has loaded and the browser is idle: the page's own content is laid out by then. */
function afterPageSettles(start: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : window.clearTimeout)(idle);
  };
}

/**
 * True once the element comes within `margin` of the viewport, and from then on. Below-the-fold
 * content (the footer's operator HTML and the sanitizer it needs) then loads as the player scrolls
 * towards it, not with the page: the watch starts when the page has settled, since a footer is in
 * view while the rest of the page is still loading. Without IntersectionObserver it is near at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    const stop = afterPageSettles(() => observer.observe(target));
    return () => {
      stop();
      observer.disconnect();
    };
  }, [element, margin, near]);
  return near;
}
