/**
 * What the book holds in each jackpot pool (docs/decisions/jackpot-pool.md): a pool per round and
 * brand, in the brand's currency, fed by the open jackpot bets of that brand's players.
 */
import type { BetRow } from '../betting/bet-store';
import type { Db } from '../db/database';

const OPEN_POOL_BETS = `FROM bets b JOIN accounts a ON a.id = b.account_id
  WHERE b.kind = 'JACKPOT' AND b.status = 'OPEN' AND b.jackpot_id = ? AND a.brand = ?`;

export class JackpotPools {
  constructor(private readonly db: Db) {}

  /** The stakes of a round's open pool in a brand, minor units. */
  stakesMinor(jackpotId: number, brandId: string): number {
    return (
      this.db
        .prepare<[number, string], { total: number }>(`SELECT COALESCE(SUM(b.stake_minor), 0) AS total ${OPEN_POOL_BETS}`)
        .get(jackpotId, brandId)?.total ?? 0
    );
  }

  /** The open bets of a round's pool in a brand, oldest first. */
  openBets(jackpotId: number, brandId: string): BetRow[] {
    return this.db.prepare<[number, string], BetRow>(`SELECT b.* ${OPEN_POOL_BETS} ORDER BY b.id`).all(jackpotId, brandId);
  }

  /** Lines a player holds on a round, all of their open slips together. */
  heldLines(accountId: string, jackpotId: number): number {
    return (
      this.db
        .prepare<[string, number], { total: number }>(
          `SELECT COALESCE(SUM(lines), 0) AS total FROM bets
           WHERE account_id = ? AND kind = 'JACKPOT' AND status = 'OPEN' AND jackpot_id = ?`,
        )
        .get(accountId, jackpotId)?.total ?? 0
    );
  }

  /** Pools with open bets none of which waits on a match any more: ready to settle. */
  decidedPools(): { jackpotId: number; brandId: string }[] {
    return this.db
      .prepare<[], { jackpotId: number; brandId: string }>(
        `SELECT b.jackpot_id AS jackpotId, a.brand AS brandId FROM bets b JOIN accounts a ON a.id = b.account_id
         WHERE b.kind = 'JACKPOT' AND b.status = 'OPEN'
         GROUP BY b.jackpot_id, a.brand
         HAVING SUM(EXISTS (SELECT 1 FROM bet_legs l WHERE l.bet_id = b.id AND l.result = 'OPEN')) = 0`,
      )
      .all();
  }
}
