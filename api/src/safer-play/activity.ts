/** What a player's real money did over a time, from the ledger (the reality check and the 30-day summary). */
import { ACTIVITY_SUMMARY_DAYS, type ActivitySummary } from '@sportsbook/contracts';
import type { Account } from '../accounts/account-store';
import type { Db } from '../db/database';
import { toMajor } from '../wallet/money';

const DAY_MS = 86_400_000;

type BetsRow = { bets: number; staked: number; returned: number };

function betsRow(db: Db, accountId: string, since: number): BetsRow {
  return db
    .prepare<[string, number], BetsRow>(
      `SELECT COUNT(CASE WHEN kind = 'BET_STAKE' THEN 1 END) AS bets,
              COALESCE(-SUM(CASE WHEN kind = 'BET_STAKE' THEN amount_minor END), 0) AS staked,
              COALESCE(SUM(CASE WHEN kind IN ('BET_WIN', 'BET_REFUND', 'CASHOUT') THEN amount_minor END), 0) AS returned
       FROM wallet_transactions WHERE account_id = ? AND pocket = 'REAL' AND created_at >= ?`,
    )
    .get(accountId, since) as BetsRow;
}

/** Real money staked and paid back by bets since `since`, in major units. */
export function betsSince(db: Db, accountId: string, since: number): { staked: number; returned: number } {
  const row = betsRow(db, accountId, since);
  return { staked: toMajor(row.staked), returned: toMajor(row.returned) };
}

/** Money paid in, and paid out less what was cancelled, since `since`, in major units. */
function paymentsSince(db: Db, accountId: string, since: number): { deposits: number; withdrawals: number } {
  const row = db
    .prepare<[string, number], { deposits: number; withdrawals: number }>(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'DEPOSIT' THEN amount_minor END), 0) AS deposits,
              COALESCE(-SUM(CASE WHEN kind IN ('WITHDRAWAL', 'WITHDRAWAL_CANCELLED') THEN amount_minor END), 0) AS withdrawals
       FROM wallet_transactions WHERE account_id = ? AND created_at >= ?`,
    )
    .get(accountId, since) as { deposits: number; withdrawals: number };
  return { deposits: toMajor(row.deposits), withdrawals: toMajor(row.withdrawals) };
}

export function activitySummary(db: Db, account: Account, now: number): ActivitySummary {
  const since = now - ACTIVITY_SUMMARY_DAYS * DAY_MS;
  const { bets, staked, returned } = betsRow(db, account.id, since);
  return {
    currency: account.currency,
    countryCode: account.countryCode,
    since: new Date(since).toISOString(),
    ...paymentsSince(db, account.id, since),
    bets,
    staked: toMajor(staked),
    returned: toMajor(returned),
    net: toMajor(returned - staked),
  };
}
