/**
 * The book's betting side: places slips (idempotent on the request uuid, stake debit and bets in one
 * transaction), holds live slips for the bet delay and then accepts or rejects them against the
 * book as it is then, settles bets when their events end, and pays cash-outs.
 */
import type { BetDetail, BetslipError, PlacedBetslipResponse } from '@sportsbook/contracts';
import { BET_BUILDER_BET_TYPE_ID, BET_RESULT_CODES as RES } from '@sportsbook/contracts';
import {
  cashoutValueMinor,
  extraWinningsMinor,
  freeBetReturnsMinor,
  placeOdds,
  scaledCashoutTarget,
  splitStakeForCashout,
  stakeAfterTaxMinor,
  taxedReturn,
} from '@sportsbook/stakes';
import { excludedFromPromotions, type Account, type AccountStore } from '../accounts/account-store';
import type { Catalogue } from '../catalogue/catalogue';
import { offeredPrice } from '../catalogue/power-odds';
import { BRANDS, type BrandConfig } from '../content/brands';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/api-error';
import type { LiveSimulator } from '../live/simulator';
import { toMajor } from '../wallet/money';
import { stakeLimitErrors } from '../safer-play/play-guard';
import type { PlayLimits } from '../safer-play/play-limits';
import type { Wallets } from '../wallet/wallet';
import { Bonuses } from '../wallet/bonuses';
import { systemFor, systemLines } from './bet-types';
import { BetStore, newLeg, type BetRow, type CashoutRow, type LegRow, type SlipRow } from './bet-store';
import { betDetail } from './bet-views';
import { epwFor, grossReturn, taxOf } from './returns';
import { checkSelection, type SelectionCheck } from './selection-check';
import type { SlipInput } from '@sportsbook/contracts';
import { acceptsPrice, evaluateSlip, priceChangeErrors, type Evaluation } from './slip-evaluation';
import { minimumStakeMinor } from './slip-terms';

export interface BettingOptions {
  /** Seconds a slip with a live selection waits before the book decides (the betslip countdown). */
  liveDelaySeconds: number;
}

/** The book keeps this share of a cash-out's fair value. */
const CASHOUT_MARGIN = 0.05;

export type CashoutOutcome =
  | { status: 'SUCCESS'; amountMinor: number }
  | { status: 'VALUES_CHANGED'; offerMinor: number | null }
  | { status: 'INVALID_AMOUNT' | 'ERROR'; offerMinor: number | null };

export class BettingService {
  readonly store: BetStore;

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly simulator: LiveSimulator,
    private readonly accounts: AccountStore,
    private readonly wallets: Wallets,
    private readonly playLimits: PlayLimits,
    private readonly clock: () => number,
    private readonly options: BettingOptions,
  ) {
    this.store = new BetStore(db);
  }

  check(outcomeId: number): SelectionCheck {
    return checkSelection(this.catalogue, this.simulator, outcomeId, this.clock());
  }

  /** Betslip pricing (anonymous when account is undefined); a player's own stake and loss limits refuse it too. */
  price(input: SlipInput, brand: BrandConfig, account: Account | undefined): Evaluation {
    const wallet = account && this.wallets.get(account.id);
    const evaluation = evaluateSlip(input, {
      brand,
      currency: account?.currency ?? brand.currency,
      check: (id) => this.check(id),
      ...(wallet ? { wallet } : {}),
      excludedFromPromotions: account !== undefined && excludedFromPromotions(account),
    });
    if (!account) return evaluation;
    const limitErrors = stakeLimitErrors(this.playLimits, account.id, account.currency, evaluation.totalCostMinor);
    return limitErrors.length > 0 ? { ...evaluation, errors: [...evaluation.errors, ...limitErrors] } : evaluation;
  }

  /** Places a slip once per uuid; a retry with the same uuid gets the same slip back. */
  place(account: Account, uuid: string, input: SlipInput): PlacedBetslipResponse['model'] {
    const requestJson = JSON.stringify(input);
    const existing = this.store.slipByUuid(account.id, uuid);
    if (existing) {
      if (existing.request_json !== requestJson)
        throw conflict('This uuid was already used for a different slip', 'IDEMPOTENCY_KEY_REUSED');
      this.resolveDue();
      return this.slipView(this.store.slip(existing.id) as SlipRow);
    }
    this.resolveDue();
    const brand = brandOfAccount(account);
    const evaluation = this.price(input, brand, account);
    const errors: BetslipError[] = [...evaluation.errors, ...priceChangeErrors(evaluation)];
    if (evaluation.bets.length === 0) errors.push({ code: RES.stakeBelowMin, message: 'Nothing is staked on this slip' });
    if (account.selfExcluded) errors.push({ code: RES.wagersDisallowed, message: 'Betting is not allowed on this account' });
    if (this.store.pendingSlips(account.id).length > 0)
      errors.push({ code: RES.anotherBetInProgress, message: 'Another bet is still being accepted' });

    const now = this.clock();
    const live = evaluation.bets.some((bet) => bet.legs.some((i) => evaluation.selections[i]?.isLive));
    const delayMs = live ? this.options.liveDelaySeconds * 1000 : 0;
    const status = errors.length > 0 ? 'REJECTED' : delayMs > 0 ? 'PENDING' : 'ACCEPTED';
    const slipId = this.db.transaction(() => {
      const id = this.store.insertSlip({
        account_id: account.id,
        uuid,
        reference: `tmp-${uuid}`,
        kind: 'SPORTS',
        status,
        accept_after: now + delayMs,
        user_accept_odds: evaluation.userAcceptOdds,
        total_cost_minor: evaluation.totalCostMinor + evaluation.promoCostMinor,
        errors_json: JSON.stringify(errors),
        request_json: requestJson,
        created_at: now,
      });
      this.db.prepare('UPDATE bet_slips SET reference = ? WHERE id = ?').run(slipReference(id), id);
      if (status !== 'REJECTED') this.book(id, account, evaluation, status === 'PENDING', now);
      return id;
    })();
    return this.slipView(this.store.slip(slipId) as SlipRow);
  }

  /** PUT /betslips/{id}/status: where a slip stands, deciding it first if its delay is over. */
  slipStatus(account: Account, slipId: number): PlacedBetslipResponse['model'] {
    const slip = this.store.slip(slipId);
    if (!slip || slip.account_id !== account.id) throw notFound(`No betslip ${slipId}`, 'UNKNOWN_BETSLIP');
    this.resolveDue();
    return this.slipView(this.store.slip(slipId) as SlipRow);
  }

  /** Decides every pending slip whose bet delay is over. */
  resolveDue(): void {
    const now = this.clock();
    for (const slip of this.store.pendingSlips()) {
      if (slip.accept_after <= now) this.resolve(slip, now);
    }
  }

  openBets(account: Account): BetDetail[] {
    this.resolveDue();
    return this.store.openBets(account.id).map((bet) => this.detail(bet));
  }

  openBet(account: Account, betId: number): BetDetail {
    this.resolveDue();
    return this.detail(this.ownBet(account, betId));
  }

  /** The player's bet by id; another player's is as unknown as a missing one. */
  private ownBet(account: Account, betId: number): BetRow {
    const bet = this.store.bet(betId);
    if (!bet || bet.account_id !== account.id) throw notFound(`No bet ${betId}`, 'UNKNOWN_BET');
    return bet;
  }

  settledBets(account: Account, limit: number): BetDetail[] {
    const since = this.clock() - 24 * 3_600_000;
    return this.store.settledBets(account.id, since, limit).map((bet) => this.detail(bet));
  }

  openBetCount(account: Account): number {
    this.resolveDue();
    return this.store.countOpenBets(account.id);
  }

  /** The cash-out offer on a bet now, in minor units, or null when none is offered. */
  cashoutOffer(bet: BetRow, legs: LegRow[] = this.store.legs(bet.id)): number | null {
    if (bet.status !== 'OPEN' || (bet.kind !== 'SINGLE' && bet.kind !== 'MULTIPLE') || bet.promo_stake_minor > 0) return null;
    // A builder's worth in play needs its legs priced together in play, which the book does not do yet.
    if (bet.bet_type_id === BET_BUILDER_BET_TYPE_ID) return null;
    // Pricing a place part's chance needs the place market the book does not quote; no offer rather than a wrong one.
    if (isEachWay(legs)) return null;
    let odds = 1;
    let chance = 1;
    for (const leg of legs) {
      if (leg.result === 'LOST') return null;
      if (leg.result === 'VOID') continue;
      odds *= leg.price;
      if (leg.result === 'WON') continue;
      const check = this.check(leg.outcome_id);
      if (check.state !== 'O' || !check.found) return null;
      // The current price stands for the chance the leg still wins.
      chance /= check.found.outcome.consolidatedPrice.currentPrice.decimal;
    }
    // On the net stake and return (@sportsbook/stakes cashoutValueMinor): a cash out never returns the stake tax.
    const tax = taxOf(brandOfAccount(this.accounts.byId(bet.account_id)));
    const offer = cashoutValueMinor(bet.stake_minor, odds, chance, tax, CASHOUT_MARGIN);
    return offer > 0 ? Math.min(offer, bet.potential_return_minor) : null;
  }

  /**
   * Cashes out `partMinor` of the offer the player saw (`seenMinor`), or all of it without a part.
   * A part sells the same share of the stake (@sportsbook/stakes splitStakeForCashout) and the rest
   * rides on; every cash-out is kept, so My Bets lists each.
   */
  cashout(account: Account, betId: number, seenMinor: number, partMinor?: number): { outcome: CashoutOutcome; bet: BetDetail } {
    this.resolveDue();
    this.ownBet(account, betId);
    const outcome = this.db.transaction((): CashoutOutcome => {
      const current = this.store.bet(betId) as BetRow;
      const offer = this.cashoutOffer(current);
      if (seenMinor <= 0 || seenMinor > current.potential_return_minor) return { status: 'INVALID_AMOUNT', offerMinor: offer };
      if (offer === null) return { status: 'ERROR', offerMinor: null };
      if (Math.abs(offer - seenMinor) > 1) return { status: 'VALUES_CHANGED', offerMinor: offer };
      if (partMinor === undefined || partMinor === seenMinor) return this.cashOutWhole(current, offer, false);
      return this.cashOutPart(current, offer, partMinor);
    })();
    return { outcome, bet: this.detail(this.store.bet(betId) as BetRow) };
  }

  /**
   * Sets (or with null clears) the value at which the book cashes the bet out by itself. The target
   * must be above today's offer, or the rule would fire at once, and within what the bet can return.
   */
  setAutoCashout(account: Account, betId: number, targetMinor: number | null): { ok: boolean; bet: BetDetail } {
    const bet = this.ownBet(account, betId);
    const offer = this.cashoutOffer(bet);
    const ok = targetMinor === null || (offer !== null && targetMinor > offer && targetMinor <= bet.potential_return_minor);
    if (ok) this.store.setAutoCashout(bet.id, targetMinor);
    return { ok, bet: this.detail(this.store.bet(betId) as BetRow) };
  }

  /** Cashes out, whole, every bet whose offer has reached its auto cash-out target. Runs on the book's timer. */
  runAutoCashouts(): void {
    for (const bet of this.store.betsWithAutoCashout()) {
      this.db.transaction(() => {
        const current = this.store.bet(bet.id) as BetRow;
        const offer = this.cashoutOffer(current);
        if (current.auto_cashout_minor !== null && offer !== null && offer >= current.auto_cashout_minor)
          this.cashOutWhole(current, offer, true);
      })();
    }
  }

  private cashOutWhole(bet: BetRow, offer: number, automatic: boolean): CashoutOutcome {
    const now = this.clock();
    this.store.insertCashout({
      bet_id: bet.id,
      amount_minor: offer,
      stake_minor: bet.stake_minor,
      automatic: automatic ? 1 : 0,
      cashed_out_at: now,
    });
    this.store.setBetStatus(bet.id, 'CASHED_OUT', offer, now);
    this.store.setAutoCashout(bet.id, null);
    this.payCashout(bet, offer, automatic ? `Auto cash-out of bet ${bet.id}` : `Cash-out of bet ${bet.id}`);
    return { status: 'SUCCESS', amountMinor: offer };
  }

  private cashOutPart(bet: BetRow, offer: number, partMinor: number): CashoutOutcome {
    const brand = brandOfAccount(this.accounts.byId(bet.account_id));
    const minimum = minimumStakeMinor(brand, bet.currency, bet.kind === 'MULTIPLE');
    const split = splitStakeForCashout(bet.stake_minor, offer, partMinor, minimum);
    if (typeof split === 'string') return { status: 'INVALID_AMOUNT', offerMinor: offer };
    const left = { ...bet, stake_minor: split.stakeLeftMinor, unit_stake_minor: split.stakeLeftMinor / bet.lines };
    this.store.recordPartialCashout(
      bet,
      { bet_id: bet.id, amount_minor: partMinor, stake_minor: split.stakeSoldMinor, automatic: 0, cashed_out_at: this.clock() },
      {
        stake_minor: split.stakeLeftMinor,
        potential_return_minor: betReturn(left, this.store.legs(bet.id), this.accounts.byId(bet.account_id)),
        auto_cashout_minor:
          bet.auto_cashout_minor === null
            ? null
            : scaledCashoutTarget(bet.auto_cashout_minor, bet.stake_minor, split.stakeLeftMinor),
      },
    );
    this.payCashout(bet, partMinor, `Partial cash-out of bet ${bet.id}`);
    return { status: 'SUCCESS', amountMinor: partMinor };
  }

  private payCashout(bet: BetRow, amountMinor: number, description: string): void {
    this.wallets.post(bet.account_id, { kind: 'CASHOUT', pocket: 'REAL', amountMinor, betId: bet.id, description });
  }

  /** Settles what an ended event decides: each open leg on it, then every bet with nothing left open. */
  settleEvent(
    eventId: number,
    resultOf: (leg: LegRow) => LegRow['result'],
    placeOf: (leg: LegRow) => LegRow['result'] = () => 'VOID',
  ): void {
    this.resolveDue();
    const now = this.clock();
    this.db.transaction(() => {
      for (const betId of this.store.openBetIdsOnEvent(eventId)) {
        const bet = this.store.bet(betId) as BetRow;
        const legs = this.store.legs(betId).map((leg) => {
          if (leg.event_id !== eventId || leg.result !== 'OPEN') return leg;
          const result = resultOf(leg);
          // An each-way leg's place part: a void win part voids it too (the race or season did not count).
          const placeResult = leg.place_result === null ? null : result === 'VOID' ? 'VOID' : placeOf(leg);
          this.store.setLegResult(betId, leg.idx, result, placeResult);
          return { ...leg, result, place_result: placeResult };
        });
        this.settleIfDecided(bet, legs, now);
      }
    })();
  }

  /** Voids legs on events the book no longer has (in-play-only fixtures from before a restart). */
  voidOrphanedLegs(): void {
    for (const eventId of this.store.openLegEventIds()) {
      if (!this.catalogue.get(eventId)) this.settleEvent(eventId, () => 'VOID');
    }
  }

  detail(bet: BetRow): BetDetail {
    const legs = this.store.legs(bet.id);
    const slip = this.store.slip(bet.slip_id) as SlipRow;
    const cashouts = this.store.cashouts(bet.id);
    const tax = betTax(bet, legs, brandOfAccount(this.accounts.byId(bet.account_id)), cashouts);
    return betDetail(bet, legs, slip.reference ?? '', this.catalogue, {
      cashoutMinor: this.cashoutOffer(bet, legs),
      cashouts,
      eachWayWinPartPays: eachWayWinPartPays(bet, legs),
      ...tax,
    });
  }

  private book(slipId: number, account: Account, evaluation: Evaluation, pending: boolean, now: number): void {
    for (const planned of evaluation.bets) {
      const legs = planned.builder
        ? planned.builder.legs.map((found, idx) => newLeg(idx, found, found.outcome.consolidatedPrice.currentPrice.decimal, null))
        : planned.legs.map((i, idx) => {
            const selection = evaluation.selections[i];
            const found = selection?.check.found;
            if (!selection || !found) throw new Error('a booked selection must exist');
            return newLeg(idx, found, selection.price, null, planned.eachWay === true);
          });
      const betId = this.store.insertBet(
        {
          slip_id: slipId,
          account_id: account.id,
          ref: planned.ref,
          kind: planned.kind,
          bet_type_id: planned.betTypeId,
          description: planned.description,
          currency: account.currency,
          unit_stake_minor: planned.unitMinor,
          lines: planned.kind === 'SYSTEM' || planned.eachWay ? planned.lines.length : 1,
          stake_minor: planned.stakeMinor,
          promo_stake_minor: planned.promoMinor,
          total_odds: planned.totalOdds,
          potential_return_minor: planned.potentialMinor,
          status: pending ? 'PENDING' : 'OPEN',
          is_live: planned.legs.some((i) => evaluation.selections[i]?.isLive) ? 1 : 0,
          system_size: planned.kind === 'SYSTEM' ? evaluation.selections.length : null,
          jackpot_id: null,
          placed_at: now,
        },
        legs,
      );
      if (planned.stakeMinor > 0) {
        this.wallets.post(account.id, {
          kind: 'BET_STAKE',
          pocket: 'REAL',
          amountMinor: -planned.stakeMinor,
          betId,
          description: `Stake, ${planned.description}`,
        });
      }
      if (planned.promoMinor > 0) {
        this.wallets.post(account.id, {
          kind: 'BET_STAKE',
          pocket: 'PROMO',
          amountMinor: -planned.promoMinor,
          betId,
          description: `Free bet, ${planned.description}`,
        });
      }
    }
  }

  /** End of a live bet delay: the slip stands or falls with the book as it is now. */
  private resolve(slip: SlipRow, now: number): void {
    this.db.transaction(() => {
      const bets = this.store.betsOfSlip(slip.id);
      const errors: BetslipError[] = [];
      const repriced: Array<{ bet: BetRow; leg: LegRow; price: number }> = [];
      for (const bet of bets) {
        for (const leg of this.store.legs(bet.id)) {
          const check = this.check(leg.outcome_id);
          const ref = bet.kind === 'SINGLE' ? bet.ref : `${bet.ref}:${leg.idx + 1}`;
          if (check.error) {
            errors.push({ code: check.error.code, ref, message: check.error.message });
            continue;
          }
          const feedPrice = check.found?.outcome.consolidatedPrice.currentPrice.decimal ?? leg.price;
          const current = check.found ? offeredPrice(check.found.record, feedPrice, leg.price) : feedPrice;
          if (!acceptsPrice(slip.user_accept_odds, leg.price, current)) {
            errors.push({ code: RES.priceChanged, ref, message: `The price changed from ${leg.price} to ${current}` });
          } else if (current !== leg.price) {
            repriced.push({ bet, leg, price: current });
          }
        }
      }
      if (errors.length > 0) {
        this.store.setSlipStatus(slip.id, 'REJECTED', dedupe(errors));
        for (const bet of bets) this.refund(bet, 'REJECTED', now, 'Refund of rejected bet');
        return;
      }
      for (const { bet, leg, price } of repriced) this.store.setLegPrice(bet.id, leg.idx, price);
      for (const bet of bets) {
        const legs = this.store.legs(bet.id);
        const potential = betReturn(bet, legs, this.accounts.byId(bet.account_id));
        this.store.setBetPricing(bet.id, Math.round(legs.reduce((p, l) => p * l.price, 1) * 100) / 100, potential);
        this.store.setBetStatus(bet.id, 'OPEN', 0, null);
      }
      this.store.setSlipStatus(slip.id, 'ACCEPTED', []);
    })();
  }

  private refund(bet: BetRow, status: 'REJECTED' | 'VOID', now: number, description: string): void {
    if (bet.stake_minor > 0)
      this.wallets.post(bet.account_id, {
        kind: 'BET_REFUND',
        pocket: 'REAL',
        amountMinor: bet.stake_minor,
        betId: bet.id,
        description,
      });
    if (bet.promo_stake_minor > 0) {
      this.wallets.post(bet.account_id, {
        kind: 'BET_REFUND',
        pocket: 'PROMO',
        amountMinor: bet.promo_stake_minor,
        betId: bet.id,
        description,
      });
    }
    this.store.setBetStatus(bet.id, status, bet.stake_minor + bet.promo_stake_minor, now);
  }

  private settleIfDecided(bet: BetRow, legs: LegRow[], now: number): void {
    // A jackpot bet is settled with its whole pool once every bet in it is decided (jackpot/jackpot-settlement.ts).
    if (bet.kind === 'JACKPOT') return;
    const lostAccumulator = bet.kind !== 'SYSTEM' && !isEachWay(legs) && legs.some((l) => l.result === 'LOST');
    if (!lostAccumulator && legs.some((l) => l.result === 'OPEN')) return;
    if (legs.every((l) => l.result === 'VOID' && (l.place_result ?? 'VOID') === 'VOID')) {
      this.refund(bet, 'VOID', now, `Void bet ${bet.id}`);
      return;
    }
    const returnMinor = lostAccumulator ? 0 : betReturn(bet, legs, this.accounts.byId(bet.account_id));
    // A free bet's winnings are paid by the bonus terms (wallet/bonuses.ts); the rest is cash.
    const freeMinor =
      returnMinor > 0 && bet.promo_stake_minor > 0 ? freeBetReturnsMinor(bet.promo_stake_minor, perUnitReturn(bet, legs)) : 0;
    if (returnMinor - freeMinor > 0) {
      this.wallets.post(bet.account_id, {
        kind: 'BET_WIN',
        pocket: 'REAL',
        amountMinor: returnMinor - freeMinor,
        betId: bet.id,
        description: `Winnings, ${bet.description}`,
      });
    }
    if (freeMinor > 0)
      new Bonuses(this.db, this.wallets, this.clock).payFreeBetWinnings(
        bet.account_id,
        { id: bet.id, placedAt: bet.placed_at, description: bet.description },
        freeMinor,
      );
    this.store.setBetStatus(bet.id, returnMinor > 0 ? 'WON' : 'LOST', returnMinor, now);
  }

  private slipView(slip: SlipRow): PlacedBetslipResponse['model'] {
    const bets = this.store.betsOfSlip(slip.id).map((bet) => this.detail(bet));
    const wallet = this.wallets.get(slip.account_id);
    const delay = slip.status === 'PENDING' ? Math.max(0, Math.ceil((slip.accept_after - this.clock()) / 1000)) : 0;
    return {
      betSlipId: String(slip.id),
      reference: slip.status === 'REJECTED' ? null : slip.reference,
      status: slip.status,
      delay,
      displayDelay: delay,
      acceptAfter: new Date(slip.accept_after).toISOString(),
      totalCost: toMajor(slip.total_cost_minor),
      availableBalance: toMajor(wallet.balanceMinor),
      availablePromoCash: toMajor(wallet.promoMinor),
      potentialReturns: bets.reduce((sum, b) => sum + b.potentialReturns, 0),
      errors: JSON.parse(slip.errors_json) as BetslipError[],
      bets,
    };
  }
}

export const slipReference = (id: number) => `SB${String(id).padStart(8, '0')}`;

export function brandOfAccount(account: Account | undefined): BrandConfig {
  return BRANDS[account?.brand ?? 'eu'] ?? (BRANDS.eu as BrandConfig);
}

/** An each-way bet: its leg carries the market's place terms. */
const isEachWay = (legs: readonly LegRow[]): boolean => legs.some((leg) => leg.place_numerator !== null);

/** The place part's factor of an each-way leg: placed, the place odds; void, the stake back; lost, nothing. */
function placeFactor(leg: LegRow): number {
  const odds = placeOdds(leg.price, { numerator: leg.place_numerator ?? 0, denominator: leg.place_denominator ?? 1 });
  return leg.place_result === 'LOST' ? 0 : leg.place_result === 'VOID' ? 1 : odds;
}

/**
 * Per unit staked: the sum over lines of their legs' factors (won: the price, void: 1, lost: 0; open
 * legs at their price, so this is also the potential return). An each-way bet adds each line's place
 * twin, the product of its legs' place factors.
 */
function perUnitReturn(bet: BetRow, legs: readonly LegRow[]): number {
  if (bet.bet_type_id === BET_BUILDER_BET_TYPE_ID) return builderFactor(bet, legs);
  const lines = linesOf(bet, legs);
  const win = grossReturn(1, lines, legs);
  if (!isEachWay(legs)) return win;
  return lines.reduce((sum, line) => sum + line.reduce((product, i) => product * placeFactor(legs[i] as LegRow), 1), win);
}

/**
 * A bet builder pays its own price when every leg wins (open legs count as winners), nothing when one
 * loses; a void leg, which this book's builder markets only see when a match is abandoned, refunds it.
 */
function builderFactor(bet: BetRow, legs: readonly LegRow[]): number {
  if (legs.some((leg) => leg.result === 'LOST')) return 0;
  return legs.some((leg) => leg.result === 'VOID') ? 1 : bet.total_odds;
}

function linesOf(bet: BetRow, legs: readonly LegRow[]): number[][] {
  if (bet.kind === 'SYSTEM') {
    const system = systemFor(bet.ref, legs.length);
    return system ? systemLines(system, legs.length) : [];
  }
  return [legs.map((_, i) => i)];
}

/**
 * What a bet pays with its legs as they stand (open legs count as winners, so this is also the
 * potential return): lines, tax, free-bet stake not returned, parlay extra winnings.
 */
function betReturn(bet: BetRow, legs: readonly LegRow[], account: Account | undefined): number {
  const perUnit = perUnitReturn(bet, legs);
  if (perUnit <= 0) return 0;
  const brand = brandOfAccount(account);
  // The one money rule (@sportsbook/stakes money.ts), as the slip showed and pricing stored.
  const cash =
    bet.unit_stake_minor > 0 ? taxedReturn(bet.unit_stake_minor * perUnit, bet.stake_minor, taxOf(brand)).returnsMinor : 0;
  const free = freeBetReturnsMinor(bet.promo_stake_minor, perUnit);
  const winners = legs.filter((l) => l.result === 'WON' || l.result === 'OPEN').length;
  // The promotion as the account stands at settlement: none once it is excluded from promotions.
  const promotions = { excludedFromPromotions: account !== undefined && excludedFromPromotions(account) };
  const extra = bet.kind === 'MULTIPLE' ? extraWinningsMinor(epwFor(brand), promotions, winners, cash - bet.stake_minor) : 0;
  return cash + free + extra;
}

/**
 * A bet's tax (spec §5) by the one money rule, as withheld: on the stake it was placed with (none
 * once refunded), and on the winnings as its legs stand while it is open, as settlement withheld them
 * once it won, and none once it lost or was cashed out (a cash-out is valued net of tax).
 */
function betTax(
  bet: BetRow,
  legs: readonly LegRow[],
  brand: BrandConfig,
  cashouts: readonly CashoutRow[],
): { stakeTaxMinor: number; winningsTaxMinor: number } {
  const tax = taxOf(brand);
  const refunded = bet.status === 'VOID' || bet.status === 'REJECTED';
  if (bet.kind === 'JACKPOT' || bet.unit_stake_minor <= 0 || refunded) return { stakeTaxMinor: 0, winningsTaxMinor: 0 };
  const placedMinor = placedStakeMinor(bet, cashouts);
  const mayWin = bet.status === 'OPEN' || bet.status === 'PENDING' || bet.status === 'WON';
  const perUnit = mayWin ? perUnitReturn(bet, legs) : 0;
  return {
    stakeTaxMinor: placedMinor - stakeAfterTaxMinor(placedMinor, tax),
    winningsTaxMinor: perUnit > 0 ? taxedReturn(bet.unit_stake_minor * perUnit, bet.stake_minor, tax).taxDeductionMinor : 0,
  };
}

/** The stake a bet was placed with: the stake riding now and what partial cash-outs sold (a whole cash-out's row is the stake left). */
function placedStakeMinor(bet: BetRow, cashouts: readonly CashoutRow[]): number {
  const sold = cashouts.reduce((sum, part) => sum + part.stake_minor, 0);
  return bet.status === 'CASHED_OUT' ? sold : bet.stake_minor + sold;
}

/** Whether an each-way bet's win part pays with its legs as they stand; undefined for a win-only bet. */
function eachWayWinPartPays(bet: BetRow, legs: readonly LegRow[]): boolean | undefined {
  return isEachWay(legs) ? grossReturn(1, linesOf(bet, legs), legs) > 0 : undefined;
}

function dedupe(errors: BetslipError[]): BetslipError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}:${e.ref ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
