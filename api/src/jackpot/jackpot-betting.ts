/**
 * Jackpot slips: one or more 1X2 picks for each match of a jackpot; every combination of picks is
 * a line at the line stake (spec §3 Jackpot bet, §4: complete only when picks cover events 1..N).
 * A line with every pick right wins the prize scaled by its stake; it settles with the last match.
 */
import type { BetslipError, JackpotBet, JackpotBetError, JackpotPlacementResponse } from '@sportsbook/contracts';
import { BET_RESULT_CODES as RES } from '@sportsbook/contracts';
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
import type { JackpotRound, Jackpots } from './jackpots';

/** More lines than this is a permutation nobody means to buy (RES-00233). */
const MAX_JACKPOT_LINES = 4096;

export interface JackpotPick {
  outcomeId: number;
  ordinal: number;
}

export interface JackpotEvaluation {
  round: JackpotRound;
  noOfBets: number;
  totalCostMinor: number;
  complete: boolean;
  errors: JackpotBetError[];
}

export class JackpotBetting {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly jackpots: Jackpots,
    private readonly store: BetStore,
    private readonly wallets: Wallets,
    private readonly playLimits: PlayLimits,
    private readonly clock: () => number,
  ) {}

  /** Lines and cost of a set of picks; throws 4xx for picks that are not part of the jackpot. */
  evaluate(jackpotId: number, globalStake: number, picks: readonly JackpotPick[], brand: BrandConfig): JackpotEvaluation {
    const round = this.jackpots.find(jackpotId);
    if (!round) throw notFound(`No open jackpot ${jackpotId}`, 'UNKNOWN_JACKPOT');
    const { eventIds } = round.jackpot;
    const perOrdinal = new Map<number, number>();
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
          `Outcome ${pick.outcomeId} is not a match-result pick of event ${pick.ordinal} of jackpot ${jackpotId}`,
          'INVALID_JACKPOT_PICK',
        );
      }
      if (seen.has(pick.outcomeId)) throw badRequest(`Outcome ${pick.outcomeId} is picked twice`, 'DUPLICATE_SELECTION');
      seen.add(pick.outcomeId);
      perOrdinal.set(pick.ordinal, (perOrdinal.get(pick.ordinal) ?? 0) + 1);
    }
    const complete = eventIds.every((_, i) => perOrdinal.has(i + 1));
    const noOfBets = complete ? [...perOrdinal.values()].reduce((p, n) => p * n, 1) : 0;
    const lineStakeMinor = toMinor(round.kind.lineStakeEur * brand.eurRate);
    const totalCostMinor = noOfBets * toMinor(globalStake);
    const errors: JackpotBetError[] = [];
    if (Date.parse(round.jackpot.closesAt) <= this.clock())
      errors.push({ code: RES.eventPassed, message: 'This jackpot is closed' });
    if (complete && toMinor(globalStake) < lineStakeMinor) {
      errors.push({
        code: RES.stakeBelowMin,
        message: `The stake per line is at least ${toMajor(lineStakeMinor)} ${brand.currency}`,
      });
    }
    if (noOfBets > MAX_JACKPOT_LINES) errors.push({ code: RES.combinationLimit, message: `At most ${MAX_JACKPOT_LINES} lines` });
    return { round, noOfBets, totalCostMinor, complete, errors };
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
    const errors = this.placementErrors(account, bet, evaluation);
    const now = this.clock();
    const slipId = this.db.transaction(() => {
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
    const { round } = evaluation;
    const prizeMinor = toMinor(round.kind.prizeEur * brand.eurRate);
    const lineStakeMinor = toMinor(round.kind.lineStakeEur * brand.eurRate);
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
        // Per winning line: the prize, scaled by the line's stake against the standard line stake.
        potential_return_minor: Math.floor((prizeMinor * toMinor(bet.globalStake)) / lineStakeMinor),
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
