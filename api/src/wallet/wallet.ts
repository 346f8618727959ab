/**
 * The player wallet: every change is a row in wallet_transactions and the running balance is kept
 * on the wallet row in the same SQLite transaction, so the two can never disagree and a balance can
 * never go negative (the CHECK constraint backs up the explicit test).
 */
import type { WalletTransactionKind } from '@sportsbook/contracts';
import type { Db } from '../db/database';

export type TransactionKind = WalletTransactionKind;
export type Pocket = 'REAL' | 'PROMO';

export interface WalletState {
  currency: string;
  /** Real money, minor units. */
  balanceMinor: number;
  /** Bonus money, minor units. */
  promoMinor: number;
}

export interface TransactionRow {
  id: number;
  kind: TransactionKind;
  pocket: Pocket;
  amount_minor: number;
  balance_after_minor: number;
  bet_id: number | null;
  description: string;
  created_at: number;
}

export class InsufficientFundsError extends Error {
  constructor(readonly pocket: Pocket) {
    super(`insufficient ${pocket === 'REAL' ? 'balance' : 'promo cash'}`);
  }
}

export interface WalletEntry {
  kind: TransactionKind;
  pocket: Pocket;
  amountMinor: number;
  betId?: number;
  description: string;
}

/** Asked before every movement, inside its transaction; throws to refuse it (the player's own limits). */
export type WalletGuard = (accountId: string, entry: WalletEntry) => void;

export class Wallets {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly guard: WalletGuard = () => undefined,
  ) {}

  open(accountId: string, currency: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO wallets (account_id, currency, balance_minor, promo_minor) VALUES (?, ?, 0, 0)')
      .run(accountId, currency);
  }

  get(accountId: string): WalletState {
    const row = this.db
      .prepare<[string], { currency: string; balance_minor: number; promo_minor: number }>(
        'SELECT currency, balance_minor, promo_minor FROM wallets WHERE account_id = ?',
      )
      .get(accountId);
    if (!row) throw new Error(`no wallet for account ${accountId}`);
    return { currency: row.currency, balanceMinor: row.balance_minor, promoMinor: row.promo_minor };
  }

  /**
   * Adds a signed amount to one pocket and records it. Must run inside the caller's transaction
   * when it belongs with other writes (a bet and its stake); throws InsufficientFundsError rather
   * than letting a balance go below zero.
   */
  post(accountId: string, entry: WalletEntry): number {
    if (!Number.isSafeInteger(entry.amountMinor))
      throw new Error(`amount must be an integer number of minor units: ${entry.amountMinor}`);
    this.guard(accountId, entry);
    const wallet = this.get(accountId);
    const before = entry.pocket === 'REAL' ? wallet.balanceMinor : wallet.promoMinor;
    const after = before + entry.amountMinor;
    if (after < 0) throw new InsufficientFundsError(entry.pocket);
    const column = entry.pocket === 'REAL' ? 'balance_minor' : 'promo_minor';
    this.db.prepare(`UPDATE wallets SET ${column} = ? WHERE account_id = ?`).run(after, accountId);
    this.db
      .prepare(
        `INSERT INTO wallet_transactions (account_id, kind, pocket, amount_minor, balance_after_minor, bet_id, description, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(accountId, entry.kind, entry.pocket, entry.amountMinor, after, entry.betId ?? null, entry.description, this.clock());
    return after;
  }

  transactions(accountId: string, limit: number): TransactionRow[] {
    return this.db
      .prepare<[string, number], TransactionRow>(
        'SELECT * FROM wallet_transactions WHERE account_id = ? ORDER BY id DESC LIMIT ?',
      )
      .all(accountId, limit);
  }

  /** Sum of all transactions per pocket: what the balances must equal (checked by the money property test). */
  ledgerTotals(accountId: string): { real: number; promo: number } {
    const rows = this.db
      .prepare<[string], { pocket: Pocket; total: number }>(
        'SELECT pocket, COALESCE(SUM(amount_minor), 0) AS total FROM wallet_transactions WHERE account_id = ? GROUP BY pocket',
      )
      .all(accountId);
    return { real: rows.find((r) => r.pocket === 'REAL')?.total ?? 0, promo: rows.find((r) => r.pocket === 'PROMO')?.total ?? 0 };
  }

  depositCount(accountId: string): number {
    return (
      this.db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM wallet_transactions WHERE account_id = ? AND kind = 'DEPOSIT'",
        )
        .get(accountId) as { n: number }
    ).n;
  }
}
