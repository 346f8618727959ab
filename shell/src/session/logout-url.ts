import type { LogoutReason } from '@sportsbook/contracts';

/** Spec §4 Logout: the brand's logout page, told why and where to send the player back. */
export function logoutRedirectUrl(logoutUrl: string, reason: LogoutReason, destination: string): string {
  const url = new URL(logoutUrl, destination);
  url.searchParams.set('logout_reason', reason);
  url.searchParams.set('destination', destination);
  return url.toString();
}
