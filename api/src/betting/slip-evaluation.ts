/**
 * Reads a betslip against the live book: current prices and states of its selections, the
 * accumulator and systems it allows, stakes, returns and every spec §8 reason it cannot be placed.
 * Pricing shows the result; placement refuses on any error and otherwise books the planned bets.
 */
import type {
  BetslipError,
  MarketPlaceTerms,
  PricedBuilder,
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
import { badRequest } from '../http/api-error';
import { REQUEST_LIMITS } from '../http/request-limits';
import {
  eachWayFiguresMinor,
  eachWayLegTermsOf,
  eachWaySystemOdds,
  eachWayTermsOf,
  extraWinningsMinor,
  freeBetReturnsMinor,
  legsOfMultipleBetType,
  stakeAfterTaxMinor,
  taxedReturn,
  toMajor,
  toMinor,
  type TaxRates,
} from '@sportsbook/stakes';
import { priceBuilders } from './bet-builder';
import { multipleBetTypeId, multipleName, systemFor, systemLineCount, systemLines, systemName, systemsFor } from './bet-types';
import { epwFor } from './returns';
import type { SelectionCheck } from './selection-check';
import { termsOf, type EvaluationContext, type PlannedBet, type SlipTerms } from './slip-terms';

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

export interface Evaluation {
  selections: Selection[];
  singles: PricedSingleDetail[];
  multiples: PricedMultipleBet[];
  systems: PricedSystemBet[];
  builders: PricedBuilder[];
  bets: PlannedBet[];
  totalCostMinor: number;
  promoCostMinor: number;
  potentialMinor: number;
  totalOdds: number;
  errors: BetslipError[];
  userAcceptOdds: UserAcceptOdds;
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

/** What every step of an evaluation reads and adds to. */
interface SlipWork {
  input: SlipInput;
  ctx: EvaluationContext;
  terms: SlipTerms;
  selections: Selection[];
  distinctEvents: boolean;
  bets: PlannedBet[];
  errors: BetslipError[];
}

export function evaluateSlip(input: SlipInput, ctx: EvaluationContext): Evaluation {
  assertSlipWithinLimits(input);
  const selections = selectionsOf(input, ctx);
  const work: SlipWork = {
    input,
    ctx,
    terms: termsOf(ctx),
    selections,
    distinctEvents: new Set(selections.map((s) => s.eventId)).size === selections.length,
    bets: [],
    errors: [],
  };
  const accumulatorOdds = product(selections.map((s) => s.price));
  const singles = priceSingles(work);
  const multiples = priceMultiple(work, accumulatorOdds);
  const systems = priceSystems(work);
  const builders = priceBuilders(input.builders ?? [], work);
  const { bets, errors } = work;
  const totalCostMinor = bets.reduce((sum, b) => sum + b.stakeMinor, 0);
  const promoCostMinor = bets.reduce((sum, b) => sum + b.promoMinor, 0);
  checkSelections(work);
  checkStakes(work);
  checkWallet(work, totalCostMinor, promoCostMinor);
  return {
    selections,
    singles,
    multiples,
    systems,
    builders,
    bets,
    totalCostMinor,
    promoCostMinor,
    potentialMinor: bets.reduce((sum, b) => sum + b.potentialMinor, 0),
    totalOdds: round2(accumulatorOdds),
    errors,
    userAcceptOdds: input.userAcceptOdds ?? 'D',
  };
}

function selectionsOf(input: SlipInput, ctx: EvaluationContext): Selection[] {
  return input.singles.map((single, i) => {
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
}

/** A single's stake and returns: each-way by the shared rule (@sportsbook/stakes each-way.ts, as the slip shows), else win only. */
function singleFigures(unitMinor: number, price: number, placeTerms: MarketPlaceTerms | undefined, tax: TaxRates) {
  if (placeTerms) return eachWayFiguresMinor(unitMinor, [{ decimal: price, terms: placeTerms }], tax);
  const taxed = taxedReturn(unitMinor * price, unitMinor, tax);
  return { stakeMinor: unitMinor, ...taxed, placeReturnsMinor: 0 };
}

function priceSingles(work: SlipWork): PricedSingleDetail[] {
  const { input, ctx, terms, selections, bets } = work;
  return input.singles.map((single, i) => {
    const selection = selections[i] as Selection;
    const unitMinor = toMinor(single.unitStake ?? 0);
    const promoMinor = toMinor(single.freeMoneyUnitStake ?? 0);
    const placeTerms = eachWayTermsOf(
      single.eachWay === true,
      ctx.brand.eachWay,
      promoMinor > 0,
      selection.check.found?.market.placeTerms,
    );
    const bet = singleFigures(unitMinor, selection.price, placeTerms, terms.tax);
    const stakeMinor = bet.stakeMinor;
    // A free bet's stake is not returned: it pays only the winnings (money.ts, as the slip shows).
    const potentialMinor = bet.returnsMinor + freeBetReturnsMinor(promoMinor, selection.price);
    if (unitMinor + promoMinor > 0) {
      bets.push({
        ref: selection.ref,
        kind: 'SINGLE',
        betTypeId: 1,
        description: 'Single',
        unitMinor,
        lines: placeTerms ? [[0], [0]] : [[0]],
        stakeMinor,
        promoMinor,
        legs: [i],
        totalOdds: selection.price,
        potentialMinor,
        eachWay: placeTerms !== undefined,
      });
    }
    const offeredTerms = ctx.brand.eachWay ? selection.check.found?.market.placeTerms : undefined;
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
      minBetStake: toMajor(terms.minMinor),
      maxBetStake: toMajor(terms.maxMinor),
      stakeAfterTax: toMajor(stakeAfterTaxMinor(stakeMinor, terms.tax)),
      potentialReturns: toMajor(potentialMinor),
      potentialTaxDeduction: toMajor(bet.taxDeductionMinor),
      ...(offeredTerms ? { placeTerms: { ...offeredTerms } } : {}),
      ...(placeTerms ? { eachWay: true, potentialPlaceWin: toMajor(bet.placeReturnsMinor) } : {}),
      message: selection.check.error?.message ?? null,
    };
  });
}

/** The accumulator's id must be the one for this many selections: a Treble sent as a Double is refused. */
function requestedMultipleOf(input: SlipInput, n: number) {
  const requested = (input.multiples ?? []).find((m) => m.unitStake > 0);
  if (requested && legsOfMultipleBetType(requested.betTypeId) !== n) {
    const expected = n >= 2 ? ` (expected ${multipleBetTypeId(n)})` : '';
    throw badRequest(
      `multiples/0/betTypeId: ${requested.betTypeId} does not match ${n} selections${expected}`,
      'INVALID_BET_TYPE',
    );
  }
  return requested;
}

/** Every leg's place terms where the multiple is each-way: asked for, taken by the brand, and offered on every leg. */
const multipleEachWayTerms = (work: SlipWork, requested: { eachWay?: boolean } | undefined) =>
  eachWayLegTermsOf(
    requested?.eachWay === true,
    work.ctx.brand.eachWay,
    work.selections.map((s) => s.check.found?.market.placeTerms),
  );

function priceMultiple(work: SlipWork, accumulatorOdds: number): PricedMultipleBet[] {
  const { input, ctx, terms, selections, distinctEvents } = work;
  const n = selections.length;
  const requested = requestedMultipleOf(input, n);
  if (n < 2) return [];
  const unitMinor = toMinor(requested?.unitStake ?? 0);
  const placeTerms = multipleEachWayTerms(work, requested);
  // Each-way: a place accumulator of the unit stake beside the win one (@sportsbook/stakes, as the slip shows).
  const bet = placeTerms
    ? eachWayFiguresMinor(
        unitMinor,
        selections.map((s, i) => ({ decimal: s.price, terms: placeTerms[i] as MarketPlaceTerms })),
        terms.tax,
      )
    : { stakeMinor: unitMinor, ...taxedReturn(unitMinor * accumulatorOdds, unitMinor, terms.tax) };
  const { stakeMinor, returnsMinor: potentialMinor } = bet;
  // The promotion pays on accumulators, not on an each-way pair of them.
  const extraMinor = placeTerms
    ? 0
    : extraWinningsMinor(
        epwFor(ctx.brand),
        { excludedFromPromotions: ctx.excludedFromPromotions === true },
        n,
        potentialMinor - unitMinor,
      );
  if (unitMinor > 0)
    planMultiple(work, unitMinor, round2(accumulatorOdds), potentialMinor + extraMinor, placeTerms !== undefined);
  if (!distinctEvents && unitMinor === 0) return [];
  return [
    {
      betTypeId: multipleBetTypeId(n),
      description: multipleName(n),
      fullDescription: `${multipleName(n)} (${n} selections)`,
      ref: 'mul1',
      noOfBets: placeTerms ? 2 : 1,
      price: round2(accumulatorOdds),
      decimal: round2(accumulatorOdds),
      priceFormat: 4,
      totalStake: toMajor(stakeMinor),
      unitStake: toMajor(unitMinor),
      stakeAfterTax: toMajor(stakeAfterTaxMinor(stakeMinor, terms.tax)),
      taxPercentage: terms.tax.stakeRate * 100,
      minBetStake: toMajor(terms.multipleMinMinor).toFixed(2),
      extraParlayWinnings: toMajor(extraMinor),
      potentialReturns: toMajor(potentialMinor + extraMinor),
      ...(placeTerms ? { eachWay: true } : {}),
    },
  ];
}

function planMultiple(work: SlipWork, unitMinor: number, totalOdds: number, potentialMinor: number, eachWay: boolean): void {
  const n = work.selections.length;
  const legs = work.selections.map((_, i) => i);
  if (!work.distinctEvents)
    work.errors.push({
      code: RES.combinationNotAllowed,
      ref: 'mul1',
      message: 'A multiple cannot hold two selections of one event',
    });
  work.bets.push({
    ref: 'mul1',
    kind: 'MULTIPLE',
    betTypeId: multipleBetTypeId(n),
    description: multipleName(n),
    unitMinor,
    lines: eachWayLines([legs], eachWay),
    stakeMinor: eachWay ? unitMinor * 2 : unitMinor,
    promoMinor: 0,
    legs,
    totalOdds,
    potentialMinor,
    eachWay,
  });
}

function priceSystems(work: SlipWork): PricedSystemBet[] {
  const n = work.selections.length;
  const requested = new Map((work.input.systems ?? []).filter((s) => s.unitStake > 0).map((s) => [s.ref, s]));
  for (const [code] of requested) {
    if (!systemFor(code, n)) throw badRequest(`System ${code} does not apply to ${n} selections`, 'INVALID_SYSTEM');
  }
  if (n < 3) return [];
  return systemsFor(n).flatMap((system) => priceSystem(work, system, requested.get(system.code)) ?? []);
}

/**
 * One system at its requested unit stake. Each-way (asked for, and every leg has place terms) gives
 * each line a place twin, priced by the shared polynomial as the slip shows it.
 */
function priceSystem(
  work: SlipWork,
  system: NonNullable<ReturnType<typeof systemFor>>,
  requested: { unitStake: number; eachWay?: boolean } | undefined,
): PricedSystemBet | undefined {
  const { terms, selections, distinctEvents } = work;
  const legs = selections.map((s, i) => ({ marketId: s.check.found?.market.id ?? -1 - i, decimal: s.price }));
  const placeTerms = multipleEachWayTerms(work, requested);
  const unitMinor = toMinor(requested?.unitStake ?? 0);
  const count = systemLineCount(system, selections.length) * (placeTerms ? 2 : 1);
  const tooMany = count > REQUEST_LIMITS.linesPerSystem;
  const stakeMinor = unitMinor * count;
  const odds = unitMinor > 0 && !tooMany ? eachWaySystemOdds(system, legs, placeTerms) : 0;
  const potentialMinor = odds > 0 ? taxedReturn(unitMinor * odds, stakeMinor, terms.tax).returnsMinor : 0;
  if (unitMinor > 0) planSystem(work, system, { unitMinor, stakeMinor, potentialMinor, tooMany, eachWay: !!placeTerms });
  if (!distinctEvents && unitMinor === 0) return undefined;
  return {
    ref: system.code,
    description: systemName(system.code),
    noOfBets: count,
    unitStake: toMajor(unitMinor),
    totalStake: toMajor(stakeMinor),
    potentialReturns: toMajor(potentialMinor),
    ...(placeTerms ? { eachWay: true } : {}),
  };
}

function planSystem(
  work: SlipWork,
  system: NonNullable<ReturnType<typeof systemFor>>,
  bet: { unitMinor: number; stakeMinor: number; potentialMinor: number; tooMany: boolean; eachWay: boolean },
): void {
  const n = work.selections.length;
  if (!work.distinctEvents)
    work.errors.push({
      code: RES.combinationNotAllowed,
      ref: system.code,
      message: 'A system cannot hold two selections of one event',
    });
  if (bet.tooMany)
    work.errors.push({
      code: RES.combinationLimit,
      ref: system.code,
      message: `At most ${REQUEST_LIMITS.linesPerSystem} lines per system`,
    });
  work.bets.push({
    ref: system.code,
    kind: 'SYSTEM',
    betTypeId: Number(system.code),
    description: systemName(system.code),
    unitMinor: bet.unitMinor,
    // Counted by the binomial formula first: a system past the limit is refused without listing a line.
    lines: bet.tooMany ? [] : eachWayLines(systemLines(system, n), bet.eachWay),
    stakeMinor: bet.stakeMinor,
    promoMinor: 0,
    legs: work.selections.map((_, i) => i),
    totalOdds: round2(bet.potentialMinor / Math.max(1, bet.unitMinor)),
    potentialMinor: bet.potentialMinor,
    eachWay: bet.eachWay,
  });
}

/** An each-way bet's lines: each win line and its place twin. */
const eachWayLines = (lines: number[][], eachWay: boolean): number[][] => (eachWay ? [...lines, ...lines] : lines);

/** Selections that take part in a staked bet decide whether the slip can be placed. */
function checkSelections({ bets, selections, errors }: SlipWork): void {
  const used = new Set(bets.flatMap((b) => b.legs));
  for (const i of used) {
    const selection = selections[i] as Selection;
    if (selection.check.error)
      errors.push({ code: selection.check.error.code, ref: selection.ref, message: selection.check.error.message });
  }
}

function checkStakes({ bets, terms, ctx, errors }: SlipWork): void {
  for (const bet of bets) {
    const unit = bet.unitMinor + bet.promoMinor;
    const least = bet.kind === 'MULTIPLE' ? terms.multipleFloorMinor : terms.minMinor;
    if (unit < least)
      errors.push({ code: RES.stakeBelowMin, ref: bet.ref, message: `The minimum stake is ${toMajor(least)} ${ctx.currency}` });
    if (bet.stakeMinor + bet.promoMinor > terms.maxMinor)
      errors.push({
        code: RES.stakeAboveMax,
        ref: bet.ref,
        message: `The maximum stake is ${toMajor(terms.maxMinor)} ${ctx.currency}`,
      });
  }
}

function checkWallet({ ctx, errors }: SlipWork, totalCostMinor: number, promoCostMinor: number): void {
  if (!ctx.wallet) return;
  if (totalCostMinor > ctx.wallet.balanceMinor)
    errors.push({ code: RES.stakeAboveBalance, message: 'The stake is more than your balance' });
  if (promoCostMinor > ctx.wallet.promoMinor)
    errors.push({ code: RES.freeBetFailed, message: 'Not enough free-bet money for this stake' });
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
  for (const { ref, builder } of evaluation.bets) {
    if (builder && !acceptsPrice(evaluation.userAcceptOdds, builder.requested, builder.current))
      errors.push({ code: RES.priceChanged, ref, message: `The price changed from ${builder.requested} to ${builder.current}` });
  }
  return errors;
}
