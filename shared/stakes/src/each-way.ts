/**
 * Each-way (spec §3 Single: eachWay, placeTerms, potentialPlaceWin): two bets of the unit stake, one
 * to win and one to place at a fraction of the win odds, so the cost doubles.
 */
import { roundMoney } from './rounding';

export interface PlaceTerms {
  /** Place odds fraction, e.g. 1/4 of the odds: numerator 1, denominator 4. */
  numerator: number;
  denominator: number;
}

export const eachWayCost = (unitStake: number, eachWay: boolean): number =>
  unitStake > 0 ? roundMoney(unitStake * (eachWay ? 2 : 1)) : 0;

/** Decimal odds of the place part: 1 + (decimal − 1) × the terms' fraction. */
export function placeOdds(decimal: number, terms: PlaceTerms): number {
  if (!(terms.denominator > 0) || !(terms.numerator > 0) || !(decimal >= 1)) return 1;
  return 1 + ((decimal - 1) * terms.numerator) / terms.denominator;
}

/** Returns when the selection places but does not win. */
export const placeReturns = (unitStake: number, decimal: number, terms: PlaceTerms): number =>
  unitStake > 0 ? roundMoney(unitStake * placeOdds(decimal, terms)) : 0;

/** Returns when the selection wins: the win part plus the place part. */
export const eachWayWinReturns = (unitStake: number, decimal: number, terms: PlaceTerms): number =>
  unitStake > 0 ? roundMoney(unitStake * decimal + unitStake * placeOdds(decimal, terms)) : 0;
