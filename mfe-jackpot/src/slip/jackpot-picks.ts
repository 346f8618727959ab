import type { JackpotSingle } from '@sportsbook/contracts';
import { jackpotLineCount } from '@sportsbook/stakes';

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

/** Lines of the slip by the one rule the API prices with: the product of the picks per event, 0 while incomplete. */
export const lineCount = (picks: JackpotPicks, eventCount: number): number =>
  jackpotLineCount(
    picks.map((p) => p.ordinal),
    eventCount,
  );

/** Spec §4 Jackpot: complete only when the chosen ordinals cover 1 to N, and nothing lies outside. */
export const isComplete = (picks: JackpotPicks, eventCount: number): boolean => lineCount(picks, eventCount) > 0;

/** How many of the N events have at least one pick. */
export const pickedEventCount = (picks: JackpotPicks): number => new Set(picks.map((p) => p.ordinal)).size;

export const outcomeIdList = (picks: JackpotPicks): string => picks.map((p) => p.outcomeId).join(',');
