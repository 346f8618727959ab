/**
 * The bet types of spec §9, defined once for the slip and the API: ids, names, line counts and which
 * slips they apply to. A Single is 1; a Double is 200002 and an N-fold 200000 + N up to the 15-fold;
 * systems go by their code: 002–012 are every k-fold ("k from n"), the named ones combine folds.
 */
import { DOUBLE_BET_TYPE_ID } from '@sportsbook/contracts';
import { binomial, combinationsOf } from './combinations';
import { MAX_BETS_ON_BETSLIP } from './limits';
import { availableSystems, systemByCode, type SystemDefinition } from './systems';

export const SINGLE_BET_TYPE_ID = 1;
/** The largest accumulator: a slip holds at most this many selections. */
export const MAX_FOLD = MAX_BETS_ON_BETSLIP;

/** The accumulator of `legs` selections: 200002 for a Double, 200003 for a Treble, … 200015. */
export function multipleBetTypeId(legs: number): number {
  if (!Number.isInteger(legs) || legs < 2 || legs > MAX_FOLD) throw new RangeError(`no accumulator of ${legs} selections`);
  return DOUBLE_BET_TYPE_ID - 2 + legs;
}

/** The number of selections of an accumulator id, or undefined for any other id. */
export function legsOfMultipleBetType(betTypeId: number): number | undefined {
  const legs = betTypeId - DOUBLE_BET_TYPE_ID + 2;
  return Number.isInteger(legs) && legs >= 2 && legs <= MAX_FOLD ? legs : undefined;
}

/** A system that applies to n selections: a named one of exactly n, or a k-fold with 2 ≤ k < n. */
export function systemFor(code: string, n: number): SystemDefinition | undefined {
  const system = systemByCode(code);
  if (!system) return undefined;
  if (system.selections !== undefined) return system.selections === n ? system : undefined;
  return (system.folds[0] as number) < n ? system : undefined;
}

/** Every system offered for n selections (the k-folds, then the named bet of that size). */
export const systemsFor = (n: number): SystemDefinition[] => availableSystems(n);

/** Lines of a system over n selections on n markets: Σ C(n, k) over its folds, counted, never listed. */
export const systemLineCount = (system: SystemDefinition, n: number): number =>
  system.folds.reduce((sum, k) => sum + binomial(n, k), 0);

/** The lines themselves (indexes into the selections), for booking a placed system; check the count first. */
export function systemLines(system: SystemDefinition, n: number): number[][] {
  const indexes = Array.from({ length: n }, (_, i) => i);
  return system.folds.flatMap((k) => combinationsOf(indexes, k));
}
