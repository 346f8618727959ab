/**
 * Each-way (spec §3 Single: eachWay, placeTerms, potentialPlaceWin): two bets of the unit stake, one
 * to win and one to place at a fraction of the win odds, so the cost doubles. Both parts are paid by
 * the one money rule (returns.ts), over the whole stake of both, as the API settles them.
 */
import { taxedReturns, type BetReturns } from './returns';
import { roundMoney } from './rounding';
import { NO_TAX, type TaxSettings } from './tax';

export interface PlaceTerms {
  /** Place odds fraction, e.g. 1/4 of the odds: numerator 1, denominator 4. */
  numerator: number;
  denominator: number;
  /** How many places the place part pays on, where the market says. */
  places?: number;
}

export const eachWayCost = (unitStake: number, eachWay: boolean): number =>
  unitStake > 0 ? roundMoney(unitStake * (eachWay ? 2 : 1)) : 0;

/** Decimal odds of the place part: 1 + (decimal − 1) × the terms' fraction. */
export function placeOdds(decimal: number, terms: PlaceTerms): number {
  if (!(terms.denominator > 0) || !(terms.numerator > 0) || !(decimal >= 1)) return 1;
  return 1 + ((decimal - 1) * terms.numerator) / terms.denominator;
}

/** Returns when the selection places but does not win: the place part only. */
export const placeReturns = (unitStake: number, decimal: number, terms: PlaceTerms, tax: TaxSettings = NO_TAX): number =>
  taxedReturns(unitStake, placeOdds(decimal, terms), tax, unitStake * 2).potentialReturns;

/** Returns when the selection wins: the win part plus the place part. */
export const eachWayWinReturns = (unitStake: number, decimal: number, terms: PlaceTerms, tax: TaxSettings = NO_TAX): BetReturns =>
  taxedReturns(unitStake, decimal + placeOdds(decimal, terms), tax, unitStake * 2);

/**
 * An each-way accumulator: a win multiple and a place multiple of the unit stake each, the place one
 * at every leg's place odds. Returns if every leg wins; taxed as one bet of the whole stake.
 */
export function eachWayAccumulatorReturns(
  unitStake: number,
  legs: ReadonlyArray<{ decimal: number; terms: PlaceTerms }>,
  tax: TaxSettings = NO_TAX,
): BetReturns {
  const win = legs.reduce((product, leg) => product * leg.decimal, 1);
  const place = legs.reduce((product, leg) => product * placeOdds(leg.decimal, leg.terms), 1);
  return taxedReturns(unitStake, win + place, tax, unitStake * 2);
}
