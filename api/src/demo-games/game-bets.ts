/**
 * Real-money bets on the demo games. The stake debit and the bet row are one SQLite transaction;
 * settling flips OPEN to WON or LOST with a conditional UPDATE in the same transaction as the win
 * credit, so a bet settles once however often (or concurrently) it is asked to.
 */
import type { Account } from '../accounts/account-store';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/api-error';
import { PlayLimitError, breachError } from '../safer-play/play-guard';
import { exactMinor, toMajor } from '../wallet/money';
import { roundPayoutDown } from '@sportsbook/stakes';
import { InsufficientFundsError, type Wallets } from '../wallet/wallet';
import { GAMES, type GameProvider } from './game-catalogue';
import { pickOdds, pickWins, roundAt, roundOffer, roundResult, roundTimes, type GamePick, type RoundResult } from './game-rounds';

export type GameBetStatus = 'OPEN' | 'WON' | 'LOST';

export interface GameBetView {
  id: number;
  provider: string;
  round: number;
  pick: GamePick;
  odds: number;
  stake: number;
  currency: string;
  status: GameBetStatus;
  win: number;
  /** The round's result once the bet is settled. */
  result?: RoundResult;
}

interface GameBetRow {
  id: number;
  account_id: string;
  provider: string;
  round: number;
  pick_json: string;
  odds: number;
  currency: string;
  stake_minor: number;
  status: GameBetStatus;
  win_minor: number;
  closes_at: number;
}

export interface StakeLimits {
  min: number;
  max: number;
}

/** Game stakes in euros, scaled by the brand's rate to the player's currency. */
const STAKE_LIMITS_EUR: StakeLimits = { min: 0.1, max: 100 };

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const stakeLimits = (eurRate: number): StakeLimits => ({
  min: cents(STAKE_LIMITS_EUR.min * eurRate),
  max: cents(STAKE_LIMITS_EUR.max * eurRate),
});

export class GameBets {
  constructor(
    private readonly db: Db,
    private readonly wallets: Wallets,
    private readonly clock: () => number,
    private readonly secret: string,
  ) {}

  result(provider: GameProvider, round: number): RoundResult {
    return roundResult(GAMES[provider], provider, round, this.secret);
  }

  offer(provider: GameProvider, round: number) {
    return roundOffer(GAMES[provider], provider, round, this.secret);
  }

  /** Debits the stake and records the bet on the round now open; refuses a round that has closed. */
  place(
    account: Account,
    provider: GameProvider,
    round: number,
    pick: GamePick,
    stake: number,
    limits: StakeLimits,
  ): GameBetView {
    const now = this.clock();
    const times = roundTimes(round);
    if (round !== roundAt(now) || now >= times.closesAt) throw conflict(`Betting on round ${round} is not open`, 'ROUND_CLOSED');
    const stakeMinor = exactMinor(stake);
    if (stakeMinor === undefined) throw badRequest('stake has more than 2 decimals', 'INVALID_STAKE');
    if (stake < limits.min || stake > limits.max)
      throw badRequest(`stake must be between ${limits.min} and ${limits.max} ${account.currency}`, 'INVALID_STAKE');
    const odds = pickOdds(this.offer(provider, round), pick);
    const placeBet = this.db.transaction(() => {
      const inserted = this.db
        .prepare(
          `INSERT INTO game_bets (account_id, provider, round, pick_json, odds, currency, stake_minor, status, closes_at, placed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)`,
        )
        .run(account.id, provider, round, JSON.stringify(pick), odds, account.currency, stakeMinor, times.closesAt, now);
      const betId = Number(inserted.lastInsertRowid);
      this.wallets.post(account.id, {
        kind: 'BET_STAKE',
        pocket: 'REAL',
        amountMinor: -stakeMinor,
        description: `${GAMES[provider].title} round ${round}: game bet ${betId}`,
      });
      return betId;
    });
    let id: number;
    try {
      id = placeBet();
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw badRequest('The stake is greater than the balance', 'INSUFFICIENT_FUNDS');
      if (error instanceof PlayLimitError) {
        const refusal = breachError(error.breach, account.currency);
        throw conflict(refusal.message, refusal.code);
      }
      throw error;
    }
    return this.view(this.row(id));
  }

  /** Settles one of the player's bets once its round has closed; a settled bet answers as it stands. */
  settle(accountId: string, provider: GameProvider, betId: number): GameBetView {
    const row = this.db
      .prepare<[number, string, string], GameBetRow>('SELECT * FROM game_bets WHERE id = ? AND account_id = ? AND provider = ?')
      .get(betId, accountId, provider);
    if (!row) throw notFound(`No game bet ${betId}`, 'UNKNOWN_GAME_BET');
    if (row.status === 'OPEN' && this.clock() < row.closes_at)
      throw conflict(`Round ${row.round} is still open for bets`, 'ROUND_OPEN');
    if (row.status === 'OPEN') this.settleRow(row);
    return { ...this.view(this.row(betId)), result: this.result(provider, row.round) };
  }

  /** Settles every open bet whose round has closed (bets whose page was closed before the result). */
  settleDue(): number {
    const due = this.db
      .prepare<[number], GameBetRow>("SELECT * FROM game_bets WHERE status = 'OPEN' AND closes_at <= ?")
      .all(this.clock());
    for (const row of due) this.settleRow(row);
    return due.length;
  }

  private settleRow(row: GameBetRow): void {
    const pick = JSON.parse(row.pick_json) as GamePick;
    const won = pickWins(this.result(row.provider as GameProvider, row.round), pick);
    const winMinor = won ? roundPayoutDown(row.stake_minor * row.odds) : 0;
    this.db.transaction(() => {
      const changed = this.db
        .prepare("UPDATE game_bets SET status = ?, win_minor = ?, settled_at = ? WHERE id = ? AND status = 'OPEN'")
        .run(won ? 'WON' : 'LOST', winMinor, this.clock(), row.id).changes;
      if (changed === 1 && winMinor > 0) {
        this.wallets.post(row.account_id, {
          kind: 'BET_WIN',
          pocket: 'REAL',
          amountMinor: winMinor,
          description: `${GAMES[row.provider as GameProvider].title} round ${row.round}: game bet ${row.id} won`,
        });
      }
    })();
  }

  private row(id: number): GameBetRow {
    return this.db.prepare<[number], GameBetRow>('SELECT * FROM game_bets WHERE id = ?').get(id) as GameBetRow;
  }

  private view(row: GameBetRow): GameBetView {
    return {
      id: row.id,
      provider: row.provider,
      round: row.round,
      pick: JSON.parse(row.pick_json) as GamePick,
      odds: row.odds,
      stake: toMajor(row.stake_minor),
      currency: row.currency,
      status: row.status,
      win: toMajor(row.win_minor),
    };
  }
}
