/** Player-facing state that the shell publishes and every remote reads (spec §3 Session, Wallet). */
export type OddsFormat = 'euro' | 'hk' | 'us' | 'malay' | 'indo';
export const ODDS_FORMATS: readonly OddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo'];

export interface SessionState {
  loggedIn: boolean;
  accountId: string | null;
  username: string | null;
  currency: string;
  /** Epoch ms at which the encrypted session token expires, when logged in. */
  expiresAt: number | null;
}

export const LOGGED_OUT: SessionState = {
  loggedIn: false,
  accountId: null,
  username: null,
  currency: 'EUR',
  expiresAt: null,
};

export interface WalletBalance {
  currency: string;
  /** Total balance in major units. */
  balance: number;
  promoCash: number;
  withdrawableAmount: number;
}
