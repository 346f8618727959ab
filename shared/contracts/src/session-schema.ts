/** Schemas of the session and wallet state the shell publishes (types in session.ts's words, spec §3). */
import * as v from '@sportsbook/schema';
import { finite, nonEmpty } from './schema';

export const sessionStateSchema = v.object({
  loggedIn: v.boolean(),
  accountId: v.nullable(nonEmpty),
  username: v.nullable(v.string()),
  currency: nonEmpty,
  /** Epoch ms at which the encrypted session token expires, when logged in. */
  expiresAt: v.nullable(finite),
});
export type SessionState = v.InferOutput<typeof sessionStateSchema>;

export const walletBalanceSchema = v.object({
  currency: nonEmpty,
  /** Total balance in major units. */
  balance: finite,
  promoCash: finite,
  withdrawableAmount: finite,
});
export type WalletBalance = v.InferOutput<typeof walletBalanceSchema>;
