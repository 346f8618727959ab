/**
 * Jackpot slips: one or more 1X2 picks for each match of a jackpot; every combination of picks is
 * a line at the jackpot's line stake (spec §3 Jackpot bet, §4: complete only when picks cover events
 * 1..N). Lines go into the round's pari-mutuel pool (jackpot-settlement.ts), and one player may hold
 * at most the jackpot's line cap, all of their slips together.
 */
import type { BetslipError, JackpotBet, JackpotBetError, JackpotPlacementResponse } from '@sportsbook/contracts';
import { BET_RESULT_CODES as RES } from '@sportsbook/contracts';
import { jackpotLineCount, jackpotLinesLeft, jackpotPoolMinor, type JackpotPoolTerms } from '@sportsbook/stakes';
import type { Account } from '../accounts/account-store';
import type { Catalogue } from '../catalogue/catalogue';
import { newLeg, type BetStore, type SlipRow } from '../betting/bet-store';
import { slipReference, brandOfAccount } from '../betting/betting-service';
import type { BrandConfig } from '../content/brands';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/api-error';
import { toMajor, toMinor } from '../wallet/money';
import { stakeLimitErrors } from '../safer-play/play-guard';
import type { PlayLimits } from '../safer-play/play-limits';
import type { Wallets } from '../wallet/wallet';
import { JackpotPools } from './jackpot-pools';
import { poolTermsOf, type JackpotRound, type Jackpots } from './jackpots';

/** The refusal of lines past the player's cap on the jackpot (the mfe-jackpot message names the cap). */
export function lineCapErrors(terms: JackpotPoolTerms, lines: number, heldLines: number): JackpotBetError[] {
  const left = jackpotLinesLeft(terms, heldLines);
  if (lines <= left) return [];
  return [
    {
      code: RES.combinationLimit,
      message: `One player may hold at most ${terms.lineCap} lines on this jackpot; ${left} are left`,
    },
  ];
}

export interface JackpotPick {
  outcomeId: number;
  ordinal: number;
}

export interface JackpotEvaluation {
  round: JackpotRound;
  terms: JackpotPoolTerms;
  noOfBets: number;
  totalCostMinor: number;
  complete: boolean;
  errors: JackpotBetError[];
}

export class JackpotBetting {
  readonly pools: JackpotPools;

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly jackpots: Jackpots,
    private readonly store: BetStore,
    private readonly wallets: Wallets,
    private readonly playLimits: PlayLimits,
    private readonly clock: () => number,
  ) {
    this.pools = new JackpotPools(db);
  }

  /**
   * Lines and cost of a set of picks, refused past the cap with the `heldLines` the player already
   * has on the jackpot; throws 4xx for picks that are not part of the jackpot.
   */
  evaluate(
    jackpotId: number,
    globalStake: number,
    picks: readonly JackpotPick[],
    brand: BrandConfig,
    heldLines = 0,
  ): JackpotEvaluation {
    const round = this.jackpots.find(jackpotId);
    if (!round) throw notFound(`No open jackpot ${jackpotId}`, 'UNKNOWN_JACKPOT');
    this.checkPicks(round, picks);
    const noOfBets = jackpotLineCount(
      picks.map((pick) => pick.ordinal),
      round.jackpot.eventIds.length,
    );
    const terms = poolTermsOf(round.kind, brand);
    const errors: JackpotBetError[] = [];
    if (Date.parse(round.jackpot.closesAt) <= this.clock())
      errors.push({ code: RES.eventPassed, message: 'This jackpot is closed' });
    // One stake per line, so every winning line is worth the same share of the pool.
    const stakeMinor = toMinor(globalStake);
    if (noOfBets > 0 && stakeMinor !== terms.lineStakeMinor) {
      errors.push({
        code: stakeMinor < terms.lineStakeMinor ? RES.stakeBelowMin : RES.stakeAboveMax,
        message: `Every line costs exactly ${toMajor(terms.lineStakeMinor)} ${brand.currency}`,
      });
    }
    errors.push(...lineCapErrors(terms, noOfBets, heldLines));
    return { round, terms, noOfBets, totalCostMinor: noOfBets * stakeMinor, complete: noOfBets > 0, errors };
  }

  /** Refuses a pick that is not a full-time 1X2 outcome of its match in the jackpot, or a pick made twice. */
  private checkPicks(round: JackpotRound, picks: readonly JackpotPick[]): void {
    const { eventIds, id } = round.jackpot;
    const seen = new Set<number>();
    for (const pick of picks) {
      const eventId = eventIds[pick.ordinal - 1];
      const found = this.catalogue.outcome(pick.outcomeId);
      const market = found?.market;
      if (
        eventId === undefined ||
        !found ||
        found.record.event.id !== eventId ||
        market?.marketTypeCode !== 'MRES' ||
        market.period.fullAbbreviation !== 'FT'
      ) {
        throw badRequest(
          `Outcome ${pick.outcomeId} is not a match-result pick of event ${pick.ordinal} of jackpot ${id}`,
          'INVALID_JACKPOT_PICK',
        );
      }
      if (seen.has(pick.outcomeId)) throw badRequest(`Outcome ${pick.outcomeId} is picked twice`, 'DUPLICATE_SELECTION');
      seen.add(pick.outcomeId);
    }
  }

  place(account: Account, uuid: string, bet: JackpotBet): JackpotPlacementResponse {
    const requestJson = JSON.stringify(bet);
    const existing = this.store.slipByUuid(account.id, uuid);
    if (existing) {
      if (existing.request_json !== requestJson)
        throw conflict('This uuid was already used for a different slip', 'IDEMPOTENCY_KEY_REUSED');
      return this.view(existing, account);
    }
    const brand = brandOfAccount(account);
    const evaluation = this.evaluate(bet.jackpotId, bet.globalStake, bet.singles, brand);
    if (!evaluation.complete) throw badRequest('Pick at least one outcome for every jackpot match', 'JACKPOT_INCOMPLETE');
    const checked = this.placementErrors(account, bet, evaluation);
    const now = this.clock();
    const slipId = this.db.transaction(() => {
      // Inside the transaction that books the slip, so parallel slips cannot pass the cap together.
      const held = this.pools.heldLines(account.id, bet.jackpotId);
      const errors = checked.length > 0 ? checked : lineCapErrors(evaluation.terms, evaluation.noOfBets, held);
      const id = this.store.insertSlip({
        account_id: account.id,
        uuid,
        reference: `tmp-${uuid}`,
        kind: 'JACKPOT',
        status: errors.length > 0 ? 'REJECTED' : 'ACCEPTED',
        accept_after: now,
        user_accept_odds: 'D',
        total_cost_minor: evaluation.totalCostMinor,
        errors_json: JSON.stringify(errors),
        request_json: requestJson,
        created_at: now,
      });
      this.db.prepare('UPDATE bet_slips SET reference = ? WHERE id = ?').run(slipReference(id), id);
      if (errors.length === 0) this.book(account, id, bet, evaluation, brand, now);
      return id;
    })();
    return this.view(this.store.slip(slipId) as SlipRow, account);
  }

  /** Spec §8 reasons the slip is refused: a cost the player did not see, the balance, self-exclusion. */
  private placementErrors(account: Account, bet: JackpotBet, evaluation: JackpotEvaluation): BetslipError[] {
    const errors: BetslipError[] = [...evaluation.errors];
    if (Math.abs(toMinor(bet.jackpotTotalStake) - evaluation.totalCostMinor) > 0 || bet.noOfBets !== evaluation.noOfBets) {
      errors.push({
        code: RES.priceChanged,
        message: `The slip costs ${toMajor(evaluation.totalCostMinor)} for ${evaluation.noOfBets} lines`,
      });
    }
    if (evaluation.totalCostMinor > this.wallets.get(account.id).balanceMinor)
      errors.push({ code: RES.stakeAboveBalance, message: 'The stake is more than your balance' });
    if (account.selfExcluded) errors.push({ code: RES.wagersDisallowed, message: 'Betting is not allowed on this account' });
    return [...errors, ...stakeLimitErrors(this.playLimits, account.id, account.currency, evaluation.totalCostMinor)];
  }

  /** Books the accepted slip's one jackpot bet and takes its stake, inside the placement's transaction. */
  private book(
    account: Account,
    slipId: number,
    bet: JackpotBet,
    evaluation: JackpotEvaluation,
    brand: BrandConfig,
    now: number,
  ): void {
    const { round, terms } = evaluation;
    const stakesMinor = this.pools.stakesMinor(round.jackpot.id, brand.id) + evaluation.totalCostMinor;
    const betId = this.store.insertBet(
      {
        slip_id: slipId,
        account_id: account.id,
        ref: 'jackpot',
        kind: 'JACKPOT',
        bet_type_id: round.jackpot.id,
        description: round.jackpot.name,
        currency: account.currency,
        unit_stake_minor: toMinor(bet.globalStake),
        lines: evaluation.noOfBets,
        stake_minor: evaluation.totalCostMinor,
        promo_stake_minor: 0,
        total_odds: 1,
        // At most the whole pool as it stands with this bet: what it wins if its line is the only winner.
        potential_return_minor: jackpotPoolMinor(terms, stakesMinor),
        status: 'OPEN',
        is_live: 0,
        system_size: null,
        jackpot_id: round.jackpot.id,
        placed_at: now,
      },
      this.legsOf(bet),
    );
    this.wallets.post(account.id, {
      kind: 'BET_STAKE',
      pocket: 'REAL',
      amountMinor: -evaluation.totalCostMinor,
      betId,
      description: `Stake, ${round.jackpot.name}`,
    });
  }

  private legsOf(bet: JackpotBet) {
    return bet.singles.map((pick, idx) => {
      const found = this.catalogue.outcome(pick.outcomeId);
      if (!found) throw new Error('a checked pick must exist');
      return newLeg(idx, found, 1, pick.ordinal);
    });
  }

  private view(slip: SlipRow, account: Account): JackpotPlacementResponse {
    const wallet = this.wallets.get(account.id);
    return {
      model: {
        betSlipId: String(slip.id),
        reference: slip.status === 'REJECTED' ? null : slip.reference,
        status: slip.status === 'REJECTED' ? 'REJECTED' : 'ACCEPTED',
        totalCost: toMajor(slip.total_cost_minor),
        availableBalance: toMajor(wallet.balanceMinor),
        availablePromoCash: toMajor(wallet.promoMinor),
        errors: JSON.parse(slip.errors_json) as JackpotBetError[],
      },
    };
  }
}
