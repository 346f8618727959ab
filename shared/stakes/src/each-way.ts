/**
 * Each-way (spec §3 Single: eachWay, placeTerms, potentialPlaceWin): two bets of the unit stake, one
 * to win and one to place at a fraction of the win odds, so the cost doubles. Both parts are paid by
 * the one money rule (money.ts), over the whole stake of both. The book prices and books an each-way
 * bet with `eachWayFiguresMinor`, and the slip's figures below are the same call in major units.
 */
import type { BetResult } from '@sportsbook/contracts';
import { stakeAfterTaxMinor, taxedReturn, taxRatesOf, toMajor, toMinor, type TaxRates } from './money';
import type { BetReturns } from './returns';
import { roundMoney } from './rounding';
import { NO_TAX, type TaxSettings } from './tax';

export interface PlaceTerms {
  /** Place odds fraction, e.g. 1/4 of the odds: numerator 1, denominator 4. */
  numerator: number;
  denominator: number;
  /** How many places the place part pays on, where the market says. */
  places?: number;
}

/** One leg of an each-way bet: its win price and its market's place terms. */
export interface EachWayLeg {
  decimal: number;
  terms: PlaceTerms;
}

export const eachWayCost = (unitStake: number, eachWay: boolean): number =>
  unitStake > 0 ? roundMoney(unitStake * (eachWay ? 2 : 1)) : 0;

/** Decimal odds of the place part: 1 + (decimal − 1) × the terms' fraction. */
export function placeOdds(decimal: number, terms: PlaceTerms): number {
  if (!(terms.denominator > 0) || !(terms.numerator > 0) || !(decimal >= 1)) return 1;
  return 1 + ((decimal - 1) * terms.numerator) / terms.denominator;
}

/**
 * The place terms an each-way bet is taken on: the player asked for each-way, the brand takes it, the
 * stake is cash (a free bet's stake is the book's and cannot be doubled) and the market offers terms.
 */
export function eachWayTermsOf<T extends PlaceTerms>(
  asked: boolean,
  brandTakesEachWay: boolean,
  freeBet: boolean,
  terms: T | null | undefined,
): T | undefined {
  return asked && brandTakesEachWay && !freeBet && terms ? terms : undefined;
}

/** An each-way multiple's legs' terms: every leg's, or none where one leg's market offers none. */
export function eachWayLegTermsOf<T extends PlaceTerms>(
  asked: boolean,
  brandTakesEachWay: boolean,
  terms: ReadonlyArray<T | null | undefined>,
): T[] | undefined {
  return asked && brandTakesEachWay && terms.every((t) => t !== null && t !== undefined) ? (terms as T[]) : undefined;
}

export interface EachWayFigures {
  /** What the bet costs: the unit stake twice. */
  stakeMinor: number;
  /** The place part's odds (the product over the legs of each leg's place odds). */
  placeOdds: number;
  /** What it returns if every leg wins (win and place parts), tax deducted. */
  returnsMinor: number;
  /** The tax withheld on the winnings of a win. */
  taxDeductionMinor: number;
  /** What it returns if every leg places without winning: the place part only, tax deducted. */
  placeReturnsMinor: number;
}

/**
 * An each-way single (one leg) or accumulator: a win bet of the unit stake at the legs' combined odds
 * and a place bet of the unit stake at their combined place odds, taxed as one bet of the whole stake.
 */
export function eachWayFiguresMinor(unitMinor: number, legs: readonly EachWayLeg[], tax: TaxRates): EachWayFigures {
  const stakeMinor = unitMinor * 2;
  const win = legs.reduce((product, leg) => product * leg.decimal, 1);
  const place = legs.reduce((product, leg) => product * placeOdds(leg.decimal, leg.terms), 1);
  const taxed = taxedReturn(unitMinor * (win + place), stakeMinor, tax);
  return {
    stakeMinor,
    placeOdds: place,
    returnsMinor: taxed.returnsMinor,
    taxDeductionMinor: taxed.taxDeductionMinor,
    placeReturnsMinor: taxedReturn(unitMinor * place, stakeMinor, tax).returnsMinor,
  };
}

const NONE: BetReturns = { stakeAfterTax: 0, potentialTaxDeduction: 0, potentialReturns: 0 };

/** The slip's figures of an each-way bet in major units, by the book's rule. */
function eachWayReturns(unitStake: number, legs: readonly EachWayLeg[], tax: TaxSettings): BetReturns & { placeReturns: number } {
  if (!(unitStake > 0) || !legs.every((leg) => leg.decimal > 0 && Number.isFinite(leg.decimal)))
    return { ...NONE, placeReturns: 0 };
  const rates = taxRatesOf(tax);
  const figures = eachWayFiguresMinor(toMinor(unitStake), legs, rates);
  return {
    stakeAfterTax: toMajor(stakeAfterTaxMinor(figures.stakeMinor, rates)),
    potentialTaxDeduction: toMajor(figures.taxDeductionMinor),
    potentialReturns: toMajor(figures.returnsMinor),
    placeReturns: toMajor(figures.placeReturnsMinor),
  };
}

/** Returns when the selection places but does not win: the place part only. */
export const placeReturns = (unitStake: number, decimal: number, terms: PlaceTerms, tax: TaxSettings = NO_TAX): number =>
  eachWayReturns(unitStake, [{ decimal, terms }], tax).placeReturns;

/** Returns when the selection wins: the win part plus the place part. */
export function eachWayWinReturns(unitStake: number, decimal: number, terms: PlaceTerms, tax: TaxSettings = NO_TAX): BetReturns {
  const { placeReturns: _place, ...returns } = eachWayReturns(unitStake, [{ decimal, terms }], tax);
  return returns;
}

/** An each-way accumulator's returns if every leg wins, taxed as one bet of the whole stake. */
export function eachWayAccumulatorReturns(unitStake: number, legs: readonly EachWayLeg[], tax: TaxSettings = NO_TAX): BetReturns {
  const { placeReturns: _place, ...returns } = eachWayReturns(unitStake, legs, tax);
  return returns;
}

/**
 * A settled bet's result in the bookmaker's words, for the API and My Bets alike: an each-way bet
 * whose win part lost but whose place part paid is "Placed", with its return, never "Won".
 */
export function settledResultOf(status: Exclude<BetResult, 'PLACED'>, eachWayWinPartPays?: boolean): BetResult {
  return status === 'WON' && eachWayWinPartPays === false ? 'PLACED' : status;
}
