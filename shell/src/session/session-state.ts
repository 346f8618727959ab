import { LOGGED_OUT, type SessionResponse, type SessionState } from '@sportsbook/contracts';

/** Spec §4 / §9: the token is treated as expired this long before it really is. */
const EXPIRY_MARGIN_MS = 30_000;

export const sessionFromResponse = (response: SessionResponse): SessionState => ({
  loggedIn: true,
  accountId: response.id,
  username: response.username,
  currency: response.currency,
  expiresAt: response.expires_at,
});

export const loggedOut = (currency: string): SessionState => ({ ...LOGGED_OUT, currency });

/** Milliseconds until the expiry logout should fire, or null when there is nothing to expire. */
export function expiryLogoutDelay(session: SessionState, now: number): number | null {
  if (!session.loggedIn || session.expiresAt === null) return null;
  return Math.max(0, session.expiresAt - EXPIRY_MARGIN_MS - now);
}
