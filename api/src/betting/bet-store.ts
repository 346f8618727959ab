/** Slips, bets and legs in SQLite. Callers wrap writes that belong together in one transaction. */
import type { BetKind, BetslipError, BetStatus, LegResult, PlacementStatus, UserAcceptOdds } from '@sportsbook/contracts';
import type { OutcomeRef } from '../catalogue/catalogue';
import type { Db } from '../db/database';

export interface SlipRow {
  id: number;
  account_id: string;
  uuid: string;
  reference: string | null;
  kind: 'SPORTS' | 'JACKPOT';
  status: PlacementStatus;
  accept_after: number;
  user_accept_odds: UserAcceptOdds;
  total_cost_minor: number;
  errors_json: string;
  request_json: string;
  created_at: number;
}

export interface BetRow {
  id: number;
  slip_id: number;
  account_id: string;
  ref: string;
  kind: BetKind;
  bet_type_id: number;
  description: string;
  currency: string;
  unit_stake_minor: number;
  lines: number;
  stake_minor: number;
  promo_stake_minor: number;
  total_odds: number;
  potential_return_minor: number;
  status: BetStatus;
  return_minor: number;
  is_live: number;
  system_size: number | null;
  jackpot_id: number | null;
  placed_at: number;
  settled_at: number | null;
  /** Cash the bet out by itself once its offer reaches this; null: no rule. */
  auto_cashout_minor: number | null;
}

/** One cash-out of a bet: the amount paid and the stake it took off the bet. */
export interface CashoutRow {
  bet_id: number;
  amount_minor: number;
  stake_minor: number;
  automatic: number;
  cashed_out_at: number;
}

export interface LegRow {
  bet_id: number;
  idx: number;
  outcome_id: number;
  market_id: number;
  event_id: number;
  event_description: string;
  market_description: string;
  outcome_description: string;
  sport_code: string;
  start_time: string;
  price: number;
  ordinal: number | null;
  result: LegResult;
  /** Each-way terms of the leg; null on a win-only leg. */
  place_numerator: number | null;
  place_denominator: number | null;
  places: number | null;
  /** The place part's result on an each-way leg ('OPEN' until settled); null on a win-only leg. */
  place_result: LegResult | null;
}

export type NewBet = Omit<BetRow, 'id' | 'return_minor' | 'settled_at' | 'auto_cashout_minor'>;
export type NewLeg = Omit<LegRow, 'bet_id' | 'result'>;

/**
 * A leg as booked: the outcome and its event and market as the book names them at placement, and for
 * an each-way bet the market's place terms as they were then.
 */
export function newLeg(idx: number, found: OutcomeRef, price: number, ordinal: number | null, eachWay = false): NewLeg {
  const terms = eachWay ? found.market.placeTerms : undefined;
  return {
    place_numerator: terms?.numerator ?? null,
    place_denominator: terms?.denominator ?? null,
    places: terms?.places ?? null,
    place_result: terms ? 'OPEN' : null,
    idx,
    outcome_id: found.outcome.id,
    market_id: found.market.id,
    event_id: found.record.event.id,
    event_description: found.record.event.description,
    market_description: found.market.description,
    outcome_description: found.outcome.description,
    sport_code: found.record.event.sportCode,
    start_time: found.record.event.startTime,
    price,
    ordinal,
  };
}

export class BetStore {
  constructor(private readonly db: Db) {}

  slipByUuid(accountId: string, uuid: string): SlipRow | undefined {
    return this.db
      .prepare<[string, string], SlipRow>('SELECT * FROM bet_slips WHERE account_id = ? AND uuid = ?')
      .get(accountId, uuid);
  }

  slip(id: number): SlipRow | undefined {
    return this.db.prepare<[number], SlipRow>('SELECT * FROM bet_slips WHERE id = ?').get(id);
  }

  pendingSlips(accountId?: string): SlipRow[] {
    return accountId === undefined
      ? this.db.prepare<[], SlipRow>("SELECT * FROM bet_slips WHERE status = 'PENDING' ORDER BY id").all()
      : this.db
          .prepare<[string], SlipRow>("SELECT * FROM bet_slips WHERE status = 'PENDING' AND account_id = ? ORDER BY id")
          .all(accountId);
  }

  insertSlip(slip: Omit<SlipRow, 'id'>): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO bet_slips (account_id, uuid, reference, kind, status, accept_after, user_accept_odds, total_cost_minor, errors_json, request_json, created_at)
           VALUES (@account_id, @uuid, @reference, @kind, @status, @accept_after, @user_accept_odds, @total_cost_minor, @errors_json, @request_json, @created_at)`,
        )
        .run(slip).lastInsertRowid,
    );
  }

  setSlipStatus(id: number, status: PlacementStatus, errors: BetslipError[]): void {
    this.db.prepare('UPDATE bet_slips SET status = ?, errors_json = ? WHERE id = ?').run(status, JSON.stringify(errors), id);
  }

  insertBet(bet: NewBet, legs: NewLeg[]): number {
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO bets (slip_id, account_id, ref, kind, bet_type_id, description, currency, unit_stake_minor, lines, stake_minor, promo_stake_minor,
             total_odds, potential_return_minor, status, is_live, system_size, jackpot_id, placed_at)
           VALUES (@slip_id, @account_id, @ref, @kind, @bet_type_id, @description, @currency, @unit_stake_minor, @lines, @stake_minor, @promo_stake_minor,
             @total_odds, @potential_return_minor, @status, @is_live, @system_size, @jackpot_id, @placed_at)`,
        )
        .run(bet).lastInsertRowid,
    );
    const insertLeg = this.db.prepare(
      `INSERT INTO bet_legs (bet_id, idx, outcome_id, market_id, event_id, event_description, market_description, outcome_description, sport_code, start_time, price, ordinal,
         place_numerator, place_denominator, places, place_result)
       VALUES (@bet_id, @idx, @outcome_id, @market_id, @event_id, @event_description, @market_description, @outcome_description, @sport_code, @start_time, @price, @ordinal,
         @place_numerator, @place_denominator, @places, @place_result)`,
    );
    for (const leg of legs) insertLeg.run({ ...leg, bet_id: id });
    return id;
  }

  bet(id: number): BetRow | undefined {
    return this.db.prepare<[number], BetRow>('SELECT * FROM bets WHERE id = ?').get(id);
  }

  betsOfSlip(slipId: number): BetRow[] {
    return this.db.prepare<[number], BetRow>('SELECT * FROM bets WHERE slip_id = ? ORDER BY id').all(slipId);
  }

  legs(betId: number): LegRow[] {
    return this.db.prepare<[number], LegRow>('SELECT * FROM bet_legs WHERE bet_id = ? ORDER BY idx').all(betId);
  }

  openBets(accountId: string): BetRow[] {
    return this.db
      .prepare<[string], BetRow>(
        "SELECT * FROM bets WHERE account_id = ? AND status IN ('PENDING', 'OPEN') ORDER BY placed_at DESC, id DESC",
      )
      .all(accountId);
  }

  countOpenBets(accountId: string): number {
    return (
      this.db
        .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM bets WHERE account_id = ? AND status IN ('PENDING', 'OPEN')")
        .get(accountId) as {
        n: number;
      }
    ).n;
  }

  settledBets(accountId: string, since: number, limit: number): BetRow[] {
    return this.db
      .prepare<[string, number, number], BetRow>(
        `SELECT * FROM bets WHERE account_id = ? AND status IN ('WON', 'LOST', 'VOID', 'CASHED_OUT') AND settled_at >= ?
         ORDER BY settled_at DESC, id DESC LIMIT ?`,
      )
      .all(accountId, since, limit);
  }

  /** Open bets with an undecided leg on the event, to settle when it ends. */
  openBetIdsOnEvent(eventId: number): number[] {
    return this.db
      .prepare<[number], { bet_id: number }>(
        `SELECT DISTINCT l.bet_id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
         WHERE l.event_id = ? AND l.result = 'OPEN' AND b.status = 'OPEN'`,
      )
      .all(eventId)
      .map((r) => r.bet_id);
  }

  /** Events that open bets wait on. */
  openLegEventIds(): number[] {
    return this.db
      .prepare<[], { event_id: number }>(
        `SELECT DISTINCT l.event_id FROM bet_legs l JOIN bets b ON b.id = l.bet_id WHERE l.result = 'OPEN' AND b.status = 'OPEN'`,
      )
      .all()
      .map((r) => r.event_id);
  }

  setLegResult(betId: number, idx: number, result: LegResult, placeResult: LegResult | null = null): void {
    this.db
      .prepare('UPDATE bet_legs SET result = ?, place_result = COALESCE(?, place_result) WHERE bet_id = ? AND idx = ?')
      .run(result, placeResult, betId, idx);
  }

  setLegPrice(betId: number, idx: number, price: number): void {
    this.db.prepare('UPDATE bet_legs SET price = ? WHERE bet_id = ? AND idx = ?').run(price, betId, idx);
  }

  setBetStatus(id: number, status: BetStatus, returnMinor: number, settledAt: number | null): void {
    this.db
      .prepare('UPDATE bets SET status = ?, return_minor = ?, settled_at = ? WHERE id = ?')
      .run(status, returnMinor, settledAt, id);
  }

  setBetPricing(id: number, totalOdds: number, potentialReturnMinor: number): void {
    this.db
      .prepare('UPDATE bets SET total_odds = ?, potential_return_minor = ? WHERE id = ?')
      .run(totalOdds, potentialReturnMinor, id);
  }

  cashouts(betId: number): CashoutRow[] {
    return this.db.prepare<[number], CashoutRow>('SELECT * FROM bet_cashouts WHERE bet_id = ? ORDER BY id').all(betId);
  }

  /** A partial cash-out: the stake left rides on at the same odds, its potential return recomputed. */
  recordPartialCashout(
    bet: BetRow,
    part: CashoutRow,
    left: Pick<BetRow, 'stake_minor' | 'potential_return_minor' | 'auto_cashout_minor'>,
  ): void {
    this.insertCashout(part);
    this.db
      .prepare(
        'UPDATE bets SET stake_minor = ?, unit_stake_minor = ?, potential_return_minor = ?, auto_cashout_minor = ? WHERE id = ?',
      )
      .run(left.stake_minor, left.stake_minor / bet.lines, left.potential_return_minor, left.auto_cashout_minor, bet.id);
  }

  insertCashout(part: CashoutRow): void {
    this.db
      .prepare(
        `INSERT INTO bet_cashouts (bet_id, amount_minor, stake_minor, automatic, cashed_out_at)
         VALUES (@bet_id, @amount_minor, @stake_minor, @automatic, @cashed_out_at)`,
      )
      .run(part);
  }

  setAutoCashout(betId: number, targetMinor: number | null): void {
    this.db.prepare('UPDATE bets SET auto_cashout_minor = ? WHERE id = ?').run(targetMinor, betId);
  }

  /** Open bets with an auto cash-out rule, for the book to check against their offers. */
  betsWithAutoCashout(): BetRow[] {
    return this.db.prepare<[], BetRow>("SELECT * FROM bets WHERE status = 'OPEN' AND auto_cashout_minor IS NOT NULL").all();
  }
}
