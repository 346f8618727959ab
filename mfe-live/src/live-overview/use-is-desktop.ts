import { breakpoints } from '@sportsbook/ui';
import { useSyncExternalStore } from 'react';

const query = `(min-width: ${breakpoints.desktop}px)`;

const subscribe = (notify: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
};

/** Which filters apply: the desktop tree from the desktop breakpoint of spec §2, the mobile ones below it. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}
