/**
 * The limits players set on their own deposits, stakes and losses, kept in SQLite and
 * checked on every wallet movement they cover. The rules (cooling-off, windows) are the shared
 * pure functions of @sportsbook/stakes; this is where they meet the ledger.
 */
import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS, type PlayLimitKind, type PlayLimitPeriod } from '@sportsbook/contracts';
import { PLAY_LIMIT_WINDOW_MS, changeLimit, limitInForce, withinLimit, type PlayLimit } from '@sportsbook/stakes';
import type { Db } from '../db/database';

interface LimitRow {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  amount_minor: number | null;
  pending_set: number;
  pending_minor: number | null;
  pending_from: number | null;
}

const fromRow = (row: LimitRow | undefined): PlayLimit =>
  !row
    ? { amountMinor: null }
    : {
        amountMinor: row.amount_minor,
        ...(row.pending_set === 1 ? { pending: { amountMinor: row.pending_minor, from: row.pending_from as number } } : {}),
      };

/** What each kind counts in a window: money paid in, real stakes, or stakes less what bets paid back. */
const USAGE_SQL: Record<PlayLimitKind, string> = {
  DEPOSIT:
    "SELECT COALESCE(SUM(amount_minor), 0) AS n FROM wallet_transactions WHERE account_id = ? AND created_at > ? AND kind = 'DEPOSIT'",
  WAGER: `SELECT COALESCE(-SUM(amount_minor), 0) AS n FROM wallet_transactions
          WHERE account_id = ? AND created_at > ? AND kind = 'BET_STAKE' AND pocket = 'REAL'`,
  LOSS: `SELECT COALESCE(-SUM(amount_minor), 0) AS n FROM wallet_transactions
         WHERE account_id = ? AND created_at > ? AND pocket = 'REAL' AND kind IN ('BET_STAKE', 'BET_WIN', 'BET_REFUND', 'CASHOUT')`,
};

/** The limit a movement would pass, with what it allows. */
export interface LimitBreach {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  limitMinor: number;
  usedMinor: number;
}

export class PlayLimits {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** The stored limit as it stands now (a pending change whose cooling-off is over has applied). */
  get(accountId: string, kind: PlayLimitKind, period: PlayLimitPeriod): PlayLimit {
    const row = this.db
      .prepare<[string, string, string], LimitRow>('SELECT * FROM play_limits WHERE account_id = ? AND kind = ? AND period = ?')
      .get(accountId, kind, period);
    return limitInForce(fromRow(row), this.clock());
  }

  /** Every limit of the account as it stands now, read at once: pricing asks on every change to a slip. */
  private inForce(accountId: string): (kind: PlayLimitKind, period: PlayLimitPeriod) => PlayLimit {
    const rows = this.db.prepare<[string], LimitRow>('SELECT * FROM play_limits WHERE account_id = ?').all(accountId);
    const now = this.clock();
    return (kind, period) => limitInForce(fromRow(rows.find((r) => r.kind === kind && r.period === period)), now);
  }

  change(accountId: string, kind: PlayLimitKind, period: PlayLimitPeriod, requestedMinor: number | null): PlayLimit {
    return this.db.transaction(() => {
      const next = changeLimit(this.get(accountId, kind, period), requestedMinor, this.clock());
      this.db
        .prepare(
          `INSERT INTO play_limits (account_id, kind, period, amount_minor, pending_set, pending_minor, pending_from)
           VALUES (@accountId, @kind, @period, @amount, @pendingSet, @pendingMinor, @pendingFrom)
           ON CONFLICT (account_id, kind, period) DO UPDATE SET amount_minor = @amount, pending_set = @pendingSet,
             pending_minor = @pendingMinor, pending_from = @pendingFrom`,
        )
        .run({
          accountId,
          kind,
          period,
          amount: next.amountMinor,
          pendingSet: next.pending ? 1 : 0,
          pendingMinor: next.pending?.amountMinor ?? null,
          pendingFrom: next.pending?.from ?? null,
        });
      return next;
    })();
  }

  usedMinor(accountId: string, kind: PlayLimitKind, period: PlayLimitPeriod): number {
    const since = this.clock() - PLAY_LIMIT_WINDOW_MS[period];
    return (this.db.prepare<[string, number], { n: number }>(USAGE_SQL[kind]).get(accountId, since) as { n: number }).n;
  }

  /**
   * The first limit of these kinds that `amountMinor` more would pass, in any period. Runs inside the
   * caller's transaction with the movement itself, so two requests cannot both fit under one limit.
   */
  breach(accountId: string, kinds: readonly PlayLimitKind[], amountMinor: number): LimitBreach | undefined {
    const limitOf = this.inForce(accountId);
    for (const kind of kinds) {
      for (const period of PLAY_LIMIT_PERIODS) {
        const limitMinor = limitOf(kind, period).amountMinor;
        if (limitMinor === null) continue;
        const usedMinor = this.usedMinor(accountId, kind, period);
        if (!withinLimit(limitMinor, usedMinor, amountMinor)) return { kind, period, limitMinor, usedMinor };
      }
    }
    return undefined;
  }

  /** Every kind × period, for the account pages. */
  all(accountId: string): Array<{ kind: PlayLimitKind; period: PlayLimitPeriod; limit: PlayLimit; usedMinor: number }> {
    const limitOf = this.inForce(accountId);
    return PLAY_LIMIT_KINDS.flatMap((kind) =>
      PLAY_LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        limit: limitOf(kind, period),
        usedMinor: this.usedMinor(accountId, kind, period),
      })),
    );
  }
}
