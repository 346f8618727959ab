/**
 * Reads a betslip against the live book: current prices and states of its selections, the
 * accumulator and systems it allows, stakes, returns and every spec §8 reason it cannot be placed.
 * Pricing shows the result; placement refuses on any error and otherwise books the planned bets.
 */
import type {
  BetslipError,
  PricedMultipleBet,
  PricedSingleDetail,
  PricedSystemBet,
  SlipInput,
  SlipOutcomeState,
  UserAcceptOdds,
} from '@sportsbook/contracts';
import { BET_RESULT_CODES as RES } from '@sportsbook/contracts';
import type { OutcomeRef } from '../catalogue/catalogue';
import { offeredPrice } from '../catalogue/power-odds';
import type { BrandConfig } from '../content/brands';
import { badRequest } from '../http/api-error';
import { REQUEST_LIMITS } from '../http/request-limits';
import {
  currencyScale,
  extraWinningsMinor,
  freeBetReturnsMinor,
  legsOfMultipleBetType,
  stakeAfterTaxMinor,
  systemGrossOdds,
  taxedReturn,
  toMajor,
  toMinor,
} from '@sportsbook/stakes';
import { multipleBetTypeId, multipleName, systemFor, systemLineCount, systemLines, systemName, systemsFor } from './bet-types';
import { epwFor, taxOf } from './returns';
import type { SelectionCheck } from './selection-check';

export interface Selection {
  ref: string;
  outcomeId: number;
  check: SelectionCheck;
  /** Price now on offer (or the one the player sent when the selection is gone). */
  current: number;
  requested: number | undefined;
  /** Price the bet is booked at once the player's odds-change preference is applied. */
  price: number;
  eventId: number;
  isLive: boolean;
}

export interface PlannedBet {
  ref: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'SYSTEM';
  betTypeId: number;
  description: string;
  unitMinor: number;
  lines: number[][];
  stakeMinor: number;
  promoMinor: number;
  /** Indices into the selections. */
  legs: number[];
  totalOdds: number;
  potentialMinor: number;
}

export interface Evaluation {
  selections: Selection[];
  singles: PricedSingleDetail[];
  multiples: PricedMultipleBet[];
  systems: PricedSystemBet[];
  bets: PlannedBet[];
  totalCostMinor: number;
  promoCostMinor: number;
  potentialMinor: number;
  totalOdds: number;
  errors: BetslipError[];
  userAcceptOdds: UserAcceptOdds;
}

export interface EvaluationContext {
  brand: BrandConfig;
  currency: string;
  check: (outcomeId: number) => SelectionCheck;
  /** Wallet in minor units; absent for an anonymous slip. */
  wallet?: { balanceMinor: number; promoMinor: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const product = (values: readonly number[]) => values.reduce((p, v) => p * v, 1);

/** Whether the player's preference takes a new price without asking (spec §3 userAcceptOdds). */
export function acceptsPrice(preference: UserAcceptOdds, requested: number | undefined, current: number): boolean {
  if (requested === undefined || Math.abs(requested - current) < 1e-9) return true;
  if (preference === 'A') return true;
  return preference === 'H' && current > requested;
}

function describeSelection(found: OutcomeRef | undefined) {
  return {
    eventId: found?.record.event.id ?? 0,
    marketId: found?.market.id ?? 0,
    eventDescription: found?.record.event.description ?? '',
    marketDescription: found?.market.description ?? '',
    outcomeDescription: found?.outcome.description ?? '',
    isLive: found?.record.phase === 'LIVE',
  };
}

/** The size limits of a slip, checked before any selection is looked up or any line listed. */
export function assertSlipWithinLimits(input: SlipInput): void {
  const max = REQUEST_LIMITS.selectionsPerSlip;
  if (input.singles.length > max)
    throw badRequest(`singles: at most ${max} selections per slip (got ${input.singles.length})`, RES.tooManyBets);
}

export function evaluateSlip(input: SlipInput, ctx: EvaluationContext): Evaluation {
  assertSlipWithinLimits(input);
  const preference = input.userAcceptOdds ?? 'D';
  const tax = taxOf(ctx.brand);
  const scale = currencyScale(ctx.currency);
  const minMinor = toMinor(ctx.brand.stakeMin * scale);
  const maxMinor = toMinor(ctx.brand.stakeMax * scale);
  const errors: BetslipError[] = [];

  const selections: Selection[] = input.singles.map((single, i) => {
    const check = ctx.check(single.outcomeId);
    const feedPrice = check.found?.outcome.consolidatedPrice.currentPrice.decimal ?? single.decimal ?? 1;
    const current = check.found ? offeredPrice(check.found.record, feedPrice, single.decimal) : feedPrice;
    return {
      ref: `sel${i + 1}`,
      outcomeId: single.outcomeId,
      check,
      current,
      requested: single.decimal,
      price: current,
      eventId: check.found?.record.event.id ?? -1 - i,
      isLive: check.found?.record.phase === 'LIVE',
    };
  });
  const n = selections.length;
  const distinctEvents = new Set(selections.map((s) => s.eventId)).size === n;

  const bets: PlannedBet[] = [];
  const singles: PricedSingleDetail[] = input.singles.map((single, i) => {
    const selection = selections[i] as Selection;
    const unitMinor = toMinor(single.unitStake ?? 0);
    const promoMinor = toMinor(single.freeMoneyUnitStake ?? 0);
    const taxed = taxedReturn(unitMinor * selection.price, unitMinor, tax);
    // A free bet's stake is not returned: it pays only the winnings (money.ts, as the slip shows).
    const potentialMinor = taxed.returnsMinor + freeBetReturnsMinor(promoMinor, selection.price);
    if (unitMinor + promoMinor > 0) {
      bets.push({
        ref: selection.ref,
        kind: 'SINGLE',
        betTypeId: 1,
        description: 'Single',
        unitMinor,
        lines: [[0]],
        stakeMinor: unitMinor,
        promoMinor,
        legs: [i],
        totalOdds: selection.price,
        potentialMinor,
      });
    }
    const state: SlipOutcomeState = selection.check.state;
    return {
      outcomeId: selection.outcomeId,
      ref: selection.ref,
      ...describeSelection(selection.check.found),
      outcomeState: state,
      decimal: selection.current,
      unitStake: toMajor(unitMinor),
      freeMoneyUnitStake: toMajor(promoMinor),
      maxFreeMoneyStake: toMajor(ctx.wallet?.promoMinor ?? 0),
      minBetStake: toMajor(minMinor),
      maxBetStake: toMajor(maxMinor),
      stakeAfterTax: toMajor(stakeAfterTaxMinor(unitMinor, tax)),
      potentialReturns: toMajor(potentialMinor),
      potentialTaxDeduction: toMajor(taxed.taxDeductionMinor),
      message: selection.check.error?.message ?? null,
    };
  });

  const accumulatorOdds = product(selections.map((s) => s.price));
  const multiples: PricedMultipleBet[] = [];
  const requestedMultiple = (input.multiples ?? []).find((m) => m.unitStake > 0);
  if (requestedMultiple && legsOfMultipleBetType(requestedMultiple.betTypeId) !== n) {
    const expected = n >= 2 ? ` (expected ${multipleBetTypeId(n)})` : '';
    throw badRequest(
      `multiples/0/betTypeId: ${requestedMultiple.betTypeId} does not match ${n} selections${expected}`,
      'INVALID_BET_TYPE',
    );
  }
  if (n >= 2) {
    const unitMinor = toMinor(requestedMultiple?.unitStake ?? 0);
    const potentialMinor = taxedReturn(unitMinor * accumulatorOdds, unitMinor, tax).returnsMinor;
    const extraMinor = extraWinningsMinor(epwFor(ctx.brand), n, potentialMinor - unitMinor);
    if (unitMinor > 0) {
      if (!distinctEvents)
        errors.push({
          code: RES.combinationNotAllowed,
          ref: 'mul1',
          message: 'A multiple cannot hold two selections of one event',
        });
      bets.push({
        ref: 'mul1',
        kind: 'MULTIPLE',
        betTypeId: multipleBetTypeId(n),
        description: multipleName(n),
        unitMinor,
        lines: [selections.map((_, i) => i)],
        stakeMinor: unitMinor,
        promoMinor: 0,
        legs: selections.map((_, i) => i),
        totalOdds: round2(accumulatorOdds),
        potentialMinor: potentialMinor + extraMinor,
      });
    }
    if (distinctEvents || unitMinor > 0) {
      multiples.push({
        betTypeId: multipleBetTypeId(n),
        description: multipleName(n),
        fullDescription: `${multipleName(n)} (${n} selections)`,
        ref: 'mul1',
        noOfBets: 1,
        price: round2(accumulatorOdds),
        decimal: round2(accumulatorOdds),
        priceFormat: 4,
        totalStake: toMajor(unitMinor),
        unitStake: toMajor(unitMinor),
        stakeAfterTax: toMajor(stakeAfterTaxMinor(unitMinor, tax)),
        taxPercentage: tax.stakeRate * 100,
        minBetStake: toMajor(toMinor(ctx.brand.multipleMinStake * scale)).toFixed(2),
        extraParlayWinnings: toMajor(extraMinor),
        potentialReturns: toMajor(potentialMinor + extraMinor),
      });
    }
  }

  const systems: PricedSystemBet[] = [];
  const requestedSystems = new Map((input.systems ?? []).filter((s) => s.unitStake > 0).map((s) => [s.ref, s]));
  for (const [code] of requestedSystems) {
    if (!systemFor(code, n)) throw badRequest(`System ${code} does not apply to ${n} selections`, 'INVALID_SYSTEM');
  }
  if (n >= 3) {
    const legs = selections.map((s, i) => ({ marketId: s.check.found?.market.id ?? -1 - i, decimal: s.price }));
    for (const system of systemsFor(n)) {
      const unitMinor = toMinor(requestedSystems.get(system.code)?.unitStake ?? 0);
      const count = systemLineCount(system, n);
      const tooMany = count > REQUEST_LIMITS.linesPerSystem;
      // Counted by the binomial formula first: a system past the limit is refused without listing a line.
      const lines = unitMinor > 0 && !tooMany ? systemLines(system, n) : [];
      const stakeMinor = unitMinor * count;
      // Priced by the shared polynomial (no line listed), the very sum the slip shows.
      const potentialMinor =
        unitMinor > 0 && !tooMany ? taxedReturn(unitMinor * systemGrossOdds(system, legs), stakeMinor, tax).returnsMinor : 0;
      if (unitMinor > 0) {
        if (!distinctEvents)
          errors.push({
            code: RES.combinationNotAllowed,
            ref: system.code,
            message: 'A system cannot hold two selections of one event',
          });
        if (tooMany)
          errors.push({
            code: RES.combinationLimit,
            ref: system.code,
            message: `At most ${REQUEST_LIMITS.linesPerSystem} lines per system`,
          });
        bets.push({
          ref: system.code,
          kind: 'SYSTEM',
          betTypeId: Number(system.code),
          description: systemName(system.code),
          unitMinor,
          lines,
          stakeMinor,
          promoMinor: 0,
          legs: selections.map((_, i) => i),
          totalOdds: round2(potentialMinor / Math.max(1, unitMinor)),
          potentialMinor,
        });
      }
      if (distinctEvents || unitMinor > 0) {
        systems.push({
          ref: system.code,
          description: systemName(system.code),
          noOfBets: count,
          unitStake: toMajor(unitMinor),
          totalStake: toMajor(stakeMinor),
          potentialReturns: toMajor(potentialMinor),
        });
      }
    }
  }

  const totalCostMinor = bets.reduce((sum, b) => sum + b.stakeMinor, 0);
  const promoCostMinor = bets.reduce((sum, b) => sum + b.promoMinor, 0);

  // Selections that take part in a staked bet decide whether the slip can be placed.
  const used = new Set(bets.flatMap((b) => b.legs));
  for (const i of used) {
    const selection = selections[i] as Selection;
    if (selection.check.error)
      errors.push({ code: selection.check.error.code, ref: selection.ref, message: selection.check.error.message });
  }
  const multipleMinMinor = Math.max(minMinor, toMinor(ctx.brand.multipleMinStake * scale));
  for (const bet of bets) {
    const unit = bet.unitMinor + bet.promoMinor;
    const least = bet.kind === 'MULTIPLE' ? multipleMinMinor : minMinor;
    if (unit < least)
      errors.push({ code: RES.stakeBelowMin, ref: bet.ref, message: `The minimum stake is ${toMajor(least)} ${ctx.currency}` });
    if (bet.stakeMinor + bet.promoMinor > maxMinor)
      errors.push({
        code: RES.stakeAboveMax,
        ref: bet.ref,
        message: `The maximum stake is ${toMajor(maxMinor)} ${ctx.currency}`,
      });
  }
  if (ctx.wallet) {
    if (totalCostMinor > ctx.wallet.balanceMinor)
      errors.push({ code: RES.stakeAboveBalance, message: 'The stake is more than your balance' });
    if (promoCostMinor > ctx.wallet.promoMinor)
      errors.push({ code: RES.freeBetFailed, message: 'Not enough free-bet money for this stake' });
  }

  return {
    selections,
    singles,
    multiples,
    systems,
    bets,
    totalCostMinor,
    promoCostMinor,
    potentialMinor: bets.reduce((sum, b) => sum + b.potentialMinor, 0),
    totalOdds: round2(accumulatorOdds),
    errors,
    userAcceptOdds: preference,
  };
}

/** Placement's price check: a changed price the player's preference does not accept refuses the slip (RES-00152). */
export function priceChangeErrors(evaluation: Evaluation): BetslipError[] {
  const used = new Set(evaluation.bets.flatMap((b) => b.legs));
  const errors: BetslipError[] = [];
  for (const i of used) {
    const s = evaluation.selections[i] as Selection;
    if (s.check.found && !acceptsPrice(evaluation.userAcceptOdds, s.requested, s.current)) {
      errors.push({ code: RES.priceChanged, ref: s.ref, message: `The price changed from ${s.requested} to ${s.current}` });
    }
  }
  return errors;
}
