import { breakpoints } from '@sportsbook/ui';
import { useSyncExternalStore } from 'react';

const query = `(min-width: ${breakpoints.desktop}px)`;

const subscribe = (notify: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
};

/**
 * Desktop-only parts (left menu, right column, header search) are not mounted on mobile at all:
 * hiding them with CSS would still download and run their remotes on a phone.
 */
export const useIsDesktop = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
