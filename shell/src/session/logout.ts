import type { Bus } from '@sportsbook/bus';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, type LogoutReason } from '@sportsbook/contracts';
import { createStore } from 'zustand/vanilla';
import { logoutRedirectUrl } from './logout-url';
import { clearProductKeys, expireCookie } from './product-storage';
import { loggedOut } from './session-state';

/** The cookie an external login flow leaves behind (read by /xapi/icore/checkplayer). */
const EXTERNAL_TOKEN_COOKIE = 'extToken';
/** Spec §4: the loading flag is held this long so a second trigger cannot start another logout. */
const LOGOUT_SETTLE_MS = 1000;

export const logoutStore = createStore<{ loggingOut: boolean }>(() => ({ loggingOut: false }));
export const resetLogout = (): void => logoutStore.setState({ loggingOut: false });

export interface LogoutDeps {
  bus: Bus;
  currency: string;
  storagePrefix: string;
  logoutUrl: string | null;
  revokeSession: () => Promise<unknown>;
  resetSettings: () => void;
  navigate: (url: string) => void;
  currentUrl: () => string;
}

/**
 * Spec §4 Logout: clears session, betslip (over the bus), wallet, cached settings, stored keys and
 * both token cookies, then optionally leaves for the brand's logout page. A logout already under
 * way, or one for a player who is not logged in, is ignored.
 */
export function createLogout(deps: LogoutDeps): (reason: LogoutReason) => Promise<void> {
  return async (reason) => {
    const { bus } = deps;
    if (logoutStore.getState().loggingOut || !bus.getState('session')?.loggedIn) return;
    logoutStore.setState({ loggingOut: true });
    setTimeout(() => logoutStore.setState({ loggingOut: false }), LOGOUT_SETTLE_MS);
    // Revoke first, while the cookie is still sent; a session the server already dropped is fine.
    await deps.revokeSession().catch(() => undefined);
    bus.setState('session', loggedOut(deps.currency));
    bus.setState('wallet/balance', null);
    for (const outcomeId of bus.getState('betslip/selections')?.outcomeIds ?? []) {
      bus.publish('betslip/remove-selection', { outcomeId });
    }
    deps.resetSettings();
    clearProductKeys(localStorage, deps.storagePrefix);
    clearProductKeys(sessionStorage, deps.storagePrefix);
    expireCookie(document, EXTERNAL_TOKEN_COOKIE);
    expireCookie(document, SESSION_COOKIE);
    expireCookie(document, SESSION_HINT_COOKIE);
    if (deps.logoutUrl) deps.navigate(logoutRedirectUrl(deps.logoutUrl, reason, deps.currentUrl()));
  };
}
