/**
 * Everything the slip shows as a number, derived from its state by the shared maths. Components read
 * this and never compute money themselves; every amount is finite and rounded.
 */
import {
  availableSystems,
  betReturns,
  canFormMultiple,
  combinedOdds,
  currencyScale,
  eachWayAccumulatorReturns,
  eachWayCost,
  eachWayLegTermsOf,
  eachWayTermsOf,
  eachWayWinReturns,
  freeBetReturns,
  multipleName,
  parlayExtraWinnings,
  parseStake,
  placeReturns,
  riskForStake,
  scaledStakeLimits,
  stakeLimitError,
  sumMoney,
  systemTotals,
  type MultipleName,
  type OddsType,
  type PlaceTerms,
  type StakeLimitError,
  type SystemDefinition,
  type TaxSettings,
} from '@sportsbook/stakes';
import type { ExtraWinningsOffer } from '../promotions/extra-winnings-offer';
import type { BetslipSettings } from '../settings/betslip-settings';
import { builderRef, singleRef, type PersistedSlip, type SlipBuilder, type SlipSelection } from './slip-types';

export interface SingleLine {
  selection: SlipSelection;
  ref: string;
  stake: number;
  /** Cash the single costs (doubled for each-way); free-money stakes cost no cash. */
  cost: number;
  freeStake: number;
  stakeAfterTax: number;
  potentialTaxDeduction: number;
  potentialReturns: number;
  /** Each-way: returns when the selection places but does not win (spec §3 potentialPlaceWin). */
  potentialPlaceWin: number;
  limitError: StakeLimitError | null;
}

export interface MultipleLine {
  name: MultipleName;
  legs: number;
  odds: number;
  stake: number;
  /** Each-way is on offer: the brand takes it and every leg has place terms. */
  eachWayOffered: boolean;
  /** An each-way multiple: a win and a place accumulator of the stake each, so it costs twice the stake. */
  eachWay: boolean;
  cost: number;
  stakeAfterTax: number;
  potentialTaxDeduction: number;
  /** Returns by the odds, tax deducted, without the promotion. */
  potentialReturns: number;
  /** Parlay extra winnings the book adds if it wins (0 each-way, or with no offer): part of the slip's total. */
  extraWinnings: number;
  /** Below the brand's minimum multiple stake or outside the stake limits. */
  limitError: StakeLimitError | null;
  minStake: number | null;
}

export interface SystemLine {
  system: SystemDefinition;
  unitStake: number;
  /** Each-way as for the multiple: on offer where every leg has place terms; chosen per system. */
  eachWayOffered: boolean;
  eachWay: boolean;
  bets: number;
  totalStake: number;
  potentialReturns: number;
  limitError: StakeLimitError | null;
}

/** A bet builder staked as one bet at its own price. */
export interface BuilderLine {
  builder: SlipBuilder;
  ref: string;
  stake: number;
  potentialReturns: number;
  limitError: StakeLimitError | null;
  /** The book will not take it now (see its message). */
  refused: boolean;
}

export interface SlipTotals {
  singles: SingleLine[];
  multiple: MultipleLine | null;
  systems: SystemLine[];
  builders: BuilderLine[];
  /** The cash the bets cost; free-bet stakes are not cash. */
  totalCost: number;
  /** What free bets stake, shown apart from the cash (the API counts both in its total cost). */
  freeStake: number;
  /** Every bet's returns with the multiple's extra winnings: what the API books as the slip's returns. */
  potentialReturns: number;
  /** Number of bets with a stake. */
  betCount: number;
  /** True when at least one bet has a stake and none breaks a limit. */
  placeable: boolean;
}

const taxed = (stake: number, decimal: number, tax: TaxSettings) => betReturns(stake, decimal, tax);
const freeBetLine = (freeStake: number, decimal: number) => ({
  stakeAfterTax: 0,
  potentialTaxDeduction: 0,
  potentialReturns: freeBetReturns(freeStake, decimal),
});

/**
 * @param oddsType the player's odds format: with the brand's negative odds, a single's typed stake at
 * a negative price is the amount to win, and the stake at risk is converted from it (spec §5).
 * @param extraWinnings the parlay extra winnings on offer to the player, null for none.
 */
export function slipTotals(
  slip: PersistedSlip,
  settings: BetslipSettings,
  currency: string,
  oddsType: OddsType = 'euro',
  extraWinnings: ExtraWinningsOffer | null = null,
): SlipTotals {
  const limits = scaledStakeLimits(settings.limits, currency);
  const live = slip.selections.filter((s) => s.outcomeState !== 'C');
  const singles = slip.selections.map((selection, index) => singleLine(slip, selection, index, settings, limits, oddsType));
  const multiple = canFormMultiple(live) ? multipleLine(live, slip, settings, { currency, limits, extraWinnings }) : null;
  const systems = settings.africanBetslip || !canFormMultiple(live) ? [] : systemLines(live, slip, settings, limits);
  const builders = slip.builders.map((builder, index) => builderLine(slip, builder, index, settings.tax, limits));
  const staked = [
    ...singles.filter((s) => s.stake > 0),
    ...(multiple && multiple.stake > 0 ? [multiple] : []),
    ...systems.filter((s) => s.unitStake > 0 && s.bets > 0),
    ...builders.filter((b) => b.stake > 0),
  ];
  const totalCost = sumMoney([
    ...singles.map((s) => s.cost),
    multiple?.cost ?? 0,
    ...systems.map((s) => s.totalStake),
    ...builders.map((b) => b.stake),
  ]);
  return {
    singles,
    multiple,
    systems,
    builders,
    totalCost,
    freeStake: sumMoney(singles.map((s) => s.freeStake)),
    potentialReturns: sumMoney([
      ...singles.map((s) => s.potentialReturns),
      multiple?.potentialReturns ?? 0,
      multiple?.extraWinnings ?? 0,
      ...systems.map((s) => s.potentialReturns),
      ...builders.map((b) => b.potentialReturns),
    ]),
    betCount: staked.length,
    placeable:
      staked.length > 0 && staked.every((line) => line.limitError === null) && builders.every((b) => b.stake === 0 || !b.refused),
  };
}

type StakeLimits = ReturnType<typeof scaledStakeLimits>;

/** A builder returns its stake at its own price, by the one money rule; one the book refuses returns nothing. */
function builderLine(
  slip: PersistedSlip,
  builder: SlipBuilder,
  index: number,
  tax: TaxSettings,
  limits: StakeLimits,
): BuilderLine {
  const stake = parseStake(slip.builderStakes[builder.eventId] ?? '');
  const refused = builder.message !== null;
  return {
    builder,
    ref: builderRef(index),
    stake,
    potentialReturns: refused ? 0 : taxed(stake, builder.decimal, tax).potentialReturns,
    limitError: stakeLimitError(stake, limits),
    refused,
  };
}

function singleLine(
  slip: PersistedSlip,
  selection: SlipSelection,
  index: number,
  settings: BetslipSettings,
  limits: StakeLimits,
  oddsType: OddsType,
): SingleLine {
  const closed = selection.outcomeState === 'C';
  const freeStake = !closed && selection.freeBet ? selection.maxFreeMoneyStake : 0;
  const typed = closed ? 0 : parseStake(slip.singleStakes[selection.outcomeId] ?? '');
  const stake = freeStake || riskForStake(typed, selection.decimal, oddsType, settings.negativeOdds);
  // A free bet is a win bet only: its stake is the book's and cannot be doubled.
  const terms = eachWayTermsOf(selection.eachWay, settings.eachWayEnabled, freeStake > 0, selection.placeTerms) ?? null;
  // A free bet pays its winnings only (the stake is the book's), by the rule the API books.
  const returns =
    freeStake > 0
      ? freeBetLine(freeStake, selection.decimal)
      : terms
        ? eachWayWinReturns(stake, selection.decimal, terms, settings.tax)
        : taxed(stake, selection.decimal, settings.tax);
  return {
    selection,
    ref: singleRef(index),
    stake,
    cost: freeStake > 0 ? 0 : eachWayCost(stake, terms !== null),
    freeStake,
    stakeAfterTax: returns.stakeAfterTax,
    potentialTaxDeduction: returns.potentialTaxDeduction,
    potentialReturns: returns.potentialReturns,
    potentialPlaceWin: terms ? placeReturns(stake, selection.decimal, terms, settings.tax) : 0,
    limitError: freeStake > 0 ? null : stakeLimitError(stake, limits),
  };
}

function systemLines(
  live: readonly SlipSelection[],
  slip: Pick<PersistedSlip, 'systemStakes' | 'systemEachWay'>,
  settings: BetslipSettings,
  limits: StakeLimits,
): SystemLine[] {
  const legs = live.map((s) => ({ marketId: s.marketId, decimal: s.decimal }));
  const eachWayOffered = eachWayOnEveryLeg(live, settings);
  const placeTerms = live.map((s) => s.placeTerms as PlaceTerms);
  return availableSystems(live.length).map((system) => {
    const unitStake = parseStake(slip.systemStakes[system.code] ?? '');
    const eachWay = eachWayOffered && slip.systemEachWay.includes(system.code);
    const totals = systemTotals(system, legs, unitStake, settings.tax, eachWay ? placeTerms : undefined);
    return { system, unitStake, eachWayOffered, eachWay, ...totals, limitError: stakeLimitError(totals.totalStake, limits) };
  });
}

/** The brand takes each-way and every leg's market offers it. */
const eachWayOnEveryLeg = (live: readonly SlipSelection[], settings: BetslipSettings): boolean =>
  eachWayLegTermsOf(
    true,
    settings.eachWayEnabled,
    live.map((s) => s.placeTerms),
  ) !== undefined;

function multipleLine(
  live: readonly SlipSelection[],
  slip: Pick<PersistedSlip, 'multipleStake' | 'multipleEachWay'>,
  settings: BetslipSettings,
  { currency, limits, extraWinnings }: { currency: string; limits: StakeLimits; extraWinnings: ExtraWinningsOffer | null },
): MultipleLine {
  const stake = parseStake(slip.multipleStake);
  const odds = combinedOdds(live.map((s) => s.decimal));
  const eachWayOffered = eachWayOnEveryLeg(live, settings);
  const eachWay = eachWayOffered && slip.multipleEachWay;
  const returns = eachWay
    ? eachWayAccumulatorReturns(
        stake,
        live.map((s) => ({ decimal: s.decimal, terms: s.placeTerms as PlaceTerms })),
        settings.tax,
      )
    : taxed(stake, odds, settings.tax);
  // Set like the stake limits, so the thousands currencies scale it too (VND 1.25 → 1250.00, spec §3).
  const minStake = settings.minMultipleStake === null ? null : settings.minMultipleStake * currencyScale(currency);
  const belowBrandMin = minStake !== null && stake > 0 && stake < minStake;
  return {
    name: multipleName(live.length),
    legs: live.length,
    odds,
    stake,
    eachWayOffered,
    eachWay,
    cost: eachWayCost(stake, eachWay),
    stakeAfterTax: returns.stakeAfterTax,
    potentialTaxDeduction: returns.potentialTaxDeduction,
    potentialReturns: returns.potentialReturns,
    // The promotion pays on accumulators, not on an each-way pair of them (as the API books it).
    extraWinnings:
      extraWinnings && !eachWay
        ? parlayExtraWinnings(extraWinnings.config, extraWinnings.who, live.length, stake, returns.potentialReturns)
        : 0,
    limitError: belowBrandMin ? 'below-min' : stakeLimitError(stake, limits),
    minStake,
  };
}
