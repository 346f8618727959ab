import type { JackpotSingle } from '@sportsbook/contracts';

/**
 * Picks of one jackpot: the player may choose one or more outcomes per event; every extra outcome
 * multiplies the lines. Pure functions over a list of singles, kept in ordinal order.
 */
export type JackpotPicks = readonly JackpotSingle[];

/** Adds the outcome, or removes it when it is already picked. */
export function togglePick(picks: JackpotPicks, pick: JackpotSingle): JackpotSingle[] {
  if (picks.some((p) => p.outcomeId === pick.outcomeId)) return picks.filter((p) => p.outcomeId !== pick.outcomeId);
  return [...picks, pick].sort((a, b) => a.ordinal - b.ordinal || a.outcomeId - b.outcomeId);
}

/** Spec §4 Jackpot: complete only when the chosen ordinals cover 1 to N, and nothing lies outside. */
export function isComplete(picks: JackpotPicks, eventCount: number): boolean {
  if (eventCount < 1) return false;
  const ordinals = new Set(picks.map((p) => p.ordinal));
  if ([...ordinals].some((o) => !Number.isInteger(o) || o < 1 || o > eventCount)) return false;
  return ordinals.size === eventCount;
}

/** How many of the N events have at least one pick. */
export const pickedEventCount = (picks: JackpotPicks): number => new Set(picks.map((p) => p.ordinal)).size;

/** Lines of a full perm: the product of the number of picks per event (0 while any event has none). */
export function lineCount(picks: JackpotPicks, eventCount: number): number {
  if (!isComplete(picks, eventCount)) return 0;
  const perEvent = new Map<number, number>();
  for (const pick of picks) perEvent.set(pick.ordinal, (perEvent.get(pick.ordinal) ?? 0) + 1);
  return [...perEvent.values()].reduce((product, n) => product * n, 1);
}

export const outcomeIdList = (picks: JackpotPicks): string => picks.map((p) => p.outcomeId).join(',');
