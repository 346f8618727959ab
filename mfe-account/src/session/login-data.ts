import type { Bus } from '@sportsbook/bus';
import type { AccountPrefs, SessionState } from '@sportsbook/contracts';
import { fetchPrefs } from '../api-calls/account-prefs';
import { publishPreferences } from '../preferences/preferences';

/** The account whose login data this page has loaded, so a login and a restore do not load it twice. */
let loadedFor: string | null = null;

/**
 * The login data of spec §4 "then load login data": the player's saved odds format and theme become
 * the site's. Runs after a login here and after the shell restores a session from its cookie.
 */
export async function loadLoginData(
  session: SessionState,
  bus: Bus,
  load: (accountId: string) => Promise<AccountPrefs> = fetchPrefs,
): Promise<void> {
  if (!session.loggedIn || !session.accountId || loadedFor === session.accountId) return;
  const accountId = (loadedFor = session.accountId);
  try {
    const prefs = await load(accountId);
    if (bus.getState('session')?.accountId === accountId) publishPreferences(bus, prefs);
  } catch (error) {
    loadedFor = null;
    console.error('[mfe-account] could not load the player preferences after login', error);
  }
}

/** After a logout the next login, even by the same player, loads afresh. */
export function forgetLoginData(): void {
  loadedFor = null;
}
