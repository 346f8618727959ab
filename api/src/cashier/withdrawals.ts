/**
 * Withdrawals: cash leaves the wallet when asked for and is held as pending until the
 * payout, so it cannot be staked twice; the player can cancel a pending one and get it back. The demo
 * cashier pays after WITHDRAWAL_PAYOUT_MS, decided lazily whenever the withdrawals are read. A
 * withdrawal while a bonus is being wagered forfeits it, and only once the player has said so.
 */
import type { ActiveBonus, Withdrawal } from '@sportsbook/contracts';
import { CASHIER_ERROR_CODES } from '@sportsbook/contracts';
import { BONUS_TERMS, withdrawableMinor } from '@sportsbook/stakes';
import type { Account } from '../accounts/account-store';
import type { Db } from '../db/database';
import { ApiHttpError, conflict, notFound } from '../http/api-error';
import type { ActiveBonusState, Bonuses } from '../wallet/bonuses';
import { toMajor } from '../wallet/money';
import type { Wallets } from '../wallet/wallet';

export const WITHDRAWAL_PAYOUT_MS = 15 * 60_000;

interface WithdrawalRow {
  id: number;
  amount_minor: number;
  status: Withdrawal['status'];
  requested_at: number;
  pays_at: number;
}

const view = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: toMajor(row.amount_minor),
  status: row.status,
  requestedAt: new Date(row.requested_at).toISOString(),
  paysAt: new Date(row.pays_at).toISOString(),
});

/** holdWithdraw of spec §3 is the operator's, in the player's details; the player cannot set it. */
export const withdrawalsOnHold = (account: Account): boolean => account.details['holdWithdraw'] === true;

/** The bonus being wagered as a withdrawal's preview states it. */
export const activeBonusView = ({ progress, pocketMinor }: ActiveBonusState): ActiveBonus => ({
  forfeitable: toMajor(pocketMinor),
  wagered: toMajor(progress.wageredMinor),
  required: toMajor(progress.requiredMinor),
  ...BONUS_TERMS,
});

/** A withdrawal asked for while a bonus is wagered, without the player's word that it may go. */
function unconfirmedForfeit(state: ActiveBonusState, currency: string): ApiHttpError {
  return new ApiHttpError(
    409,
    CASHIER_ERROR_CODES.bonusForfeitUnconfirmed,
    `forfeitBonus: this withdrawal forfeits your bonus money of ${toMajor(state.pocketMinor)} ${currency}; confirm to go on`,
  );
}

export class Withdrawals {
  constructor(
    private readonly db: Db,
    private readonly wallets: Wallets,
    private readonly clock: () => number,
    private readonly bonuses: Bonuses,
  ) {}

  list(accountId: string, limit = 20): Withdrawal[] {
    this.payDue(accountId);
    return this.db
      .prepare<[string, number], WithdrawalRow>('SELECT * FROM withdrawals WHERE account_id = ? ORDER BY id DESC LIMIT ?')
      .all(accountId, limit)
      .map(view);
  }

  /** Minor units of cash the player may take out now. */
  withdrawable(account: Account): number {
    return withdrawableMinor(this.wallets.get(account.id).balanceMinor, withdrawalsOnHold(account));
  }

  request(account: Account, amountMinor: number, forfeitBonus: boolean): Withdrawal {
    if (withdrawalsOnHold(account))
      throw new ApiHttpError(409, CASHIER_ERROR_CODES.withdrawalsOnHold, 'Withdrawals are on hold on this account');
    const now = this.clock();
    const id = this.db.transaction(() => {
      // Read inside the transaction: two requests cannot both take the same cash.
      const bonus = this.bonuses.active(account.id);
      if (bonus && !forfeitBonus) throw unconfirmedForfeit(bonus, account.currency);
      const available = this.withdrawable(account);
      if (amountMinor > available)
        throw new ApiHttpError(
          400,
          CASHIER_ERROR_CODES.aboveWithdrawable,
          `amount: at most ${toMajor(available)} can be withdrawn`,
        );
      const inserted = this.db
        .prepare(
          "INSERT INTO withdrawals (account_id, amount_minor, status, requested_at, pays_at) VALUES (?, ?, 'PENDING', ?, ?)",
        )
        .run(account.id, amountMinor, now, now + WITHDRAWAL_PAYOUT_MS);
      const withdrawalId = Number(inserted.lastInsertRowid);
      if (bonus) this.bonuses.forfeit(bonus);
      this.wallets.post(account.id, {
        kind: 'WITHDRAWAL',
        pocket: 'REAL',
        amountMinor: -amountMinor,
        description: `Withdrawal ${withdrawalId}`,
      });
      return withdrawalId;
    })();
    return view(this.row(account.id, id) as WithdrawalRow);
  }

  cancel(accountId: string, id: number): Withdrawal {
    this.payDue(accountId);
    this.db.transaction(() => {
      const row = this.row(accountId, id);
      if (!row) throw notFound(`No withdrawal ${id}`, 'UNKNOWN_WITHDRAWAL');
      if (row.status !== 'PENDING')
        throw conflict(`Withdrawal ${id} is ${row.status.toLowerCase()}`, CASHIER_ERROR_CODES.notPending);
      this.db.prepare("UPDATE withdrawals SET status = 'CANCELLED', decided_at = ? WHERE id = ?").run(this.clock(), id);
      this.wallets.post(accountId, {
        kind: 'WITHDRAWAL_CANCELLED',
        pocket: 'REAL',
        amountMinor: row.amount_minor,
        description: `Withdrawal ${id} cancelled`,
      });
    })();
    return view(this.row(accountId, id) as WithdrawalRow);
  }

  private payDue(accountId: string): void {
    const now = this.clock();
    this.db
      .prepare(
        "UPDATE withdrawals SET status = 'PAID', decided_at = pays_at WHERE account_id = ? AND status = 'PENDING' AND pays_at <= ?",
      )
      .run(accountId, now);
  }

  private row(accountId: string, id: number): WithdrawalRow | undefined {
    return this.db
      .prepare<[string, number], WithdrawalRow>('SELECT * FROM withdrawals WHERE account_id = ? AND id = ?')
      .get(accountId, id);
  }
}
