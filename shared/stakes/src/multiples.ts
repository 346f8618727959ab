/** Multiples (spec §3 Multiple bet, §5): one bet on every selection, odds multiplied. */

/** Spec §3/§9 minBetStake of a multiple, where the brand sets it. */
export const MIN_MULTIPLE_STAKE = 1250;

export interface LegRef {
  eventId: number;
  marketId: number;
  decimal: number;
}

/** Combined decimal odds: the product of the legs' decimal odds. */
export function combinedOdds(decimals: readonly number[]): number {
  if (decimals.length === 0 || decimals.some((d) => !Number.isFinite(d) || d < 1)) return 0;
  return decimals.reduce((product, d) => product * d, 1);
}

/** A multiple needs at least two selections, each from a different event. */
export function canFormMultiple(legs: readonly Pick<LegRef, 'eventId'>[]): boolean {
  return legs.length >= 2 && new Set(legs.map((l) => l.eventId)).size === legs.length;
}

export type MultipleName = { kind: 'double' } | { kind: 'treble' } | { kind: 'fold'; size: number };

/** Double, Treble or N-Fold by the number of legs. */
export function multipleName(legs: number): MultipleName {
  if (legs === 2) return { kind: 'double' };
  if (legs === 3) return { kind: 'treble' };
  return { kind: 'fold', size: legs };
}
