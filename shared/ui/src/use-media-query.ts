import { useSyncExternalStore } from 'react';
import { breakpoints } from './theme';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function subscribeTo(query: string) {
  return (notify: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', notify);
    return () => list.removeEventListener('change', notify);
  };
}

const subscriptions = new Map<string, (notify: () => void) => () => void>();

/** Whether a media query matches now, re-rendering when it changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = subscribeTo(query);
    subscriptions.set(query, subscribe);
  }
  return useSyncExternalStore(subscribe, () => matches(query));
}

const DESKTOP = `(min-width: ${breakpoints.desktop}px)`;

/**
 * The desktop layout of spec §2, from its breakpoint up. Desktop-only parts are not mounted on a
 * phone at all: hiding them with CSS would still download and run their remotes there.
 */
export const useIsDesktop = (): boolean => useMediaQuery(DESKTOP);
