/**
 * The bonus terms as the API enforces them (docs/decisions/bonus-terms.md): a bonus and what it wins
 * stay in the bonus pocket until the player has staked the shared terms' multiple of it in cash at
 * their minimum odds, then the pocket turns into cash; a withdrawal before that forfeits the pocket;
 * one bonus per person, across every account they hold.
 */
import { BONUS_TERMS, bonusProgress, type BonusProgress } from '@sportsbook/stakes';
import { accountsOfSamePerson } from '../accounts/identity';
import type { Db } from '../db/database';
import type { Wallets } from './wallet';

export interface BonusRow {
  id: number;
  account_id: string;
  amount_minor: number;
  status: 'ACTIVE' | 'CONVERTED' | 'FORFEITED';
  granted_at: number;
}

export interface ActiveBonusState {
  bonus: BonusRow;
  progress: BonusProgress;
  /** The bonus pocket, all of it the bonus's while it is wagered. */
  pocketMinor: number;
}

/** Cash stakes of bets placed since `since` and settled won or lost at the terms' minimum odds or more. */
function qualifyingStakesMinor(db: Db, accountId: string, since: number): number {
  const row = db
    .prepare<[string, number, number], { staked: number }>(
      `SELECT COALESCE(SUM(stake_minor), 0) AS staked FROM bets
       WHERE account_id = ? AND placed_at >= ? AND status IN ('WON', 'LOST') AND kind != 'JACKPOT' AND total_odds >= ?`,
    )
    .get(accountId, since, BONUS_TERMS.minOdds);
  return row?.staked ?? 0;
}

export class Bonuses {
  constructor(
    private readonly db: Db,
    private readonly wallets: Wallets,
    private readonly clock: () => number,
  ) {}

  /** Whether this person, on any account they hold, has ever been paid a bonus. */
  personHadBonus(accountId: string): boolean {
    const accounts = accountsOfSamePerson(this.db, accountId);
    const marks = accounts.map(() => '?').join(', ');
    return this.db.prepare(`SELECT 1 FROM bonuses WHERE account_id IN (${marks}) LIMIT 1`).get(...accounts) !== undefined;
  }

  /** Pays a bonus into the bonus pocket and starts its wagering; inside the caller's transaction. */
  grant(accountId: string, amountMinor: number, description: string): void {
    this.wallets.post(accountId, { kind: 'BONUS', pocket: 'PROMO', amountMinor, description });
    this.db
      .prepare("INSERT INTO bonuses (account_id, amount_minor, status, granted_at) VALUES (?, ?, 'ACTIVE', ?)")
      .run(accountId, amountMinor, this.clock());
  }

  /**
   * The bonus being wagered, after turning it into cash if its wagering is now met (decided whenever
   * the cashier is read or used); undefined when there is none.
   */
  active(accountId: string): ActiveBonusState | undefined {
    return this.db.transaction(() => {
      const bonus = this.latest(accountId);
      if (bonus?.status !== 'ACTIVE') return undefined;
      const progress = bonusProgress(bonus.amount_minor, qualifyingStakesMinor(this.db, accountId, bonus.granted_at));
      const pocketMinor = this.wallets.get(accountId).promoMinor;
      if (!progress.met) return { bonus, progress, pocketMinor };
      this.move(accountId, -pocketMinor, 'Bonus wagered: turned into cash', 'REAL');
      this.decide(bonus.id, 'CONVERTED');
      return undefined;
    })();
  }

  /** The cash stakes the bonus being wagered still asks for before it turns into cash; 0 without one. */
  leftToWagerMinor(accountId: string): number {
    const state = this.active(accountId);
    return state ? state.progress.requiredMinor - state.progress.wageredMinor : 0;
  }

  /** Gives up the bonus being wagered and its pocket (a withdrawal before the wagering is met); inside the caller's transaction. */
  forfeit(state: ActiveBonusState): void {
    this.move(state.bonus.account_id, -state.pocketMinor, 'Bonus forfeited by a withdrawal');
    this.decide(state.bonus.id, 'FORFEITED');
  }

  /**
   * Winnings of a free bet, paid by the terms of the bonus it was staked under (the last one paid
   * before it was placed): bonus money while that bonus is wagered, nothing once it was forfeited,
   * cash once it was wagered or when no bonus covers it (the operator's own free bets).
   */
  payFreeBetWinnings(accountId: string, bet: { id: number; placedAt: number; description: string }, amountMinor: number): void {
    const bonus = this.latest(accountId, bet.placedAt);
    const entry = { kind: 'BET_WIN', amountMinor, betId: bet.id, description: `Free bet winnings, ${bet.description}` } as const;
    if (bonus?.status === 'ACTIVE' || bonus?.status === 'FORFEITED') this.wallets.post(accountId, { ...entry, pocket: 'PROMO' });
    else this.wallets.post(accountId, { ...entry, pocket: 'REAL' });
    if (bonus?.status === 'FORFEITED') this.move(accountId, -amountMinor, `Bonus forfeited: winnings of bet ${bet.id}`);
  }

  /** Takes `amountMinor` (negative) out of the bonus pocket, into cash when `to` is REAL. */
  private move(accountId: string, amountMinor: number, description: string, to?: 'REAL'): void {
    if (amountMinor === 0) return;
    this.wallets.post(accountId, { kind: 'BONUS', pocket: 'PROMO', amountMinor, description });
    if (to) this.wallets.post(accountId, { kind: 'BONUS', pocket: to, amountMinor: -amountMinor, description });
  }

  private decide(bonusId: number, status: 'CONVERTED' | 'FORFEITED'): void {
    this.db.prepare('UPDATE bonuses SET status = ?, decided_at = ? WHERE id = ?').run(status, this.clock(), bonusId);
  }

  /** The account's last bonus paid at or before `at`. */
  private latest(accountId: string, at = Number.MAX_SAFE_INTEGER): BonusRow | undefined {
    return this.db
      .prepare<[string, number], BonusRow>(
        'SELECT * FROM bonuses WHERE account_id = ? AND granted_at <= ? ORDER BY granted_at DESC, id DESC LIMIT 1',
      )
      .get(accountId, at);
  }
}
