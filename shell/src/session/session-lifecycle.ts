import type { Bus, Unsubscribe } from '@sportsbook/bus';
import type { LogoutReason, SessionResponse } from '@sportsbook/contracts';
import { expiryLogoutDelay, sessionFromResponse } from './session-state';

export interface SessionLifecycleDeps {
  bus: Bus;
  /** null: nothing to restore. */
  restore: () => Promise<SessionResponse | null>;
  logout: (reason: LogoutReason) => Promise<void>;
  /** Called once the restore has settled, after its session (if any) is on the bus. */
  onRestored?: () => void;
  now?: () => number;
}

/**
 * The shell owns the `session` topic: it restores a logged-in state from the token cookie at
 * start-up, follows what the account remote publishes after a login, logs out 30 s before the
 * token expires (reason jwe_token_expired), and carries out every `session/logout` request
 * (the http client sends reason unauthorized on a 401/403).
 */
export function startSessionLifecycle({ bus, restore, logout, onRestored, now = Date.now }: SessionLifecycleDeps): Unsubscribe {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const stopFollowing = bus.subscribe('session', (session) => {
    clearTimeout(expiryTimer);
    const delay = expiryLogoutDelay(session, now());
    if (delay !== null) expiryTimer = setTimeout(() => void logout('jwe_token_expired'), delay);
  });
  const stopLogout = bus.on('session/logout', ({ reason }) => void logout(reason));
  restore()
    .then(
      (response) => {
        // A login that finished while the restore was in flight is newer: keep it.
        if (response && !bus.getState('session')?.loggedIn) bus.setState('session', sessionFromResponse(response));
      },
      () => undefined,
    )
    .finally(() => onRestored?.());
  return () => {
    clearTimeout(expiryTimer);
    stopFollowing();
    stopLogout();
  };
}
