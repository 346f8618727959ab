import { getBus } from '@sportsbook/bus';
import { useEffect } from 'react';
import { createParentMessenger } from './parent-messages';

/**
 * The height of what the page shows, not of the frame: the document's scroll height is at least
 * the frame's, so a parent that sized its frame to it was told a height that grew with every
 * resize (a feedback loop to 57,850 px). The layout sets no viewport-relative height when embedded.
 */
const contentHeight = (): number => Math.ceil(document.body.getBoundingClientRect().height);

/** Embedded mode: tells the parent page about readiness, session, balance, language and height. */
export function useParentBridge(enabled: boolean, parentOrigin: string | null, forwardSelections = false): void {
  useEffect(() => {
    if (!enabled) return;
    const post = createParentMessenger(window, parentOrigin);
    const bus = getBus();
    let wasLoggedIn: boolean | undefined;
    const stops = [
      bus.subscribe('session', (session) => {
        if (wasLoggedIn !== undefined && session.loggedIn !== wasLoggedIn) {
          post(session.loggedIn ? { type: 'logon', username: session.username } : { type: 'logout' });
        }
        wasLoggedIn = session.loggedIn;
      }),
      bus.subscribe('wallet/balance', (wallet) => {
        if (wallet) post({ type: 'balance', balance: wallet.balance, currency: wallet.currency });
      }),
      bus.subscribe('locale', ({ locale }) => post({ type: 'language', locale })),
    ];
    if (forwardSelections) {
      stops.push(
        bus.subscribe('betslip/selections', ({ outcomeIds }) => post({ type: 'betslip', count: outcomeIds.length, outcomeIds })),
      );
    }
    let lastHeight = -1;
    const observer = new ResizeObserver(() => {
      const height = contentHeight();
      if (height !== lastHeight) post({ type: 'size', height });
      lastHeight = height;
    });
    observer.observe(document.body);
    post({ type: 'ready' });
    return () => {
      stops.forEach((stop) => stop());
      observer.disconnect();
    };
  }, [enabled, parentOrigin, forwardSelections]);
}
