import type { JackpotSingle } from '@sportsbook/contracts';
/**
 * Picks of one jackpot: the player may choose one or more outcomes per event; every extra outcome
 * multiplies the lines. Pure functions over a list of singles, kept in ordinal order.
 */
export type JackpotPicks = readonly JackpotSingle[];
/** Adds the outcome, or removes it when it is already picked. */
export declare function togglePick(picks: JackpotPicks, pick: JackpotSingle): JackpotSingle[];
/** Lines of the slip by the one rule the API prices with: the product of the picks per event, 0 while incomplete. */
export declare const lineCount: (picks: JackpotPicks, eventCount: number) => number;
/** Spec §4 Jackpot: complete only when the chosen ordinals cover 1 to N, and nothing lies outside. */
export declare const isComplete: (picks: JackpotPicks, eventCount: number) => boolean;
/** How many of the N events have at least one pick. */
export declare const pickedEventCount: (picks: JackpotPicks) => number;
export declare const outcomeIdList: (picks: JackpotPicks) => string;
