/** Player-facing state that the shell publishes and every remote reads (spec §3 Session, Wallet). */
import type { SessionState } from './session-schema';

export const ODDS_FORMATS = ['euro', 'hk', 'us', 'malay', 'indo', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const LOGGED_OUT: SessionState = {
  loggedIn: false,
  accountId: null,
  username: null,
  currency: 'EUR',
  expiresAt: null,
};
