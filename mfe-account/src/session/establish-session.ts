import { getBus, type Bus } from '@sportsbook/bus';
import type { SessionState } from '@sportsbook/contracts';
import { loadLoginData } from './login-data';

/**
 * Puts a new session on the page. The shell owns the session topic and follows what the account
 * remote sets after a login (the contract has no "session established" message), then the login
 * data loads in the background so the dialog closes at once. The wallet follows the session in
 * AccountServices.
 */
export function establishSession(session: SessionState, bus: Bus = getBus()): void {
  bus.setState('session', session);
  void loadLoginData(session, bus);
}
