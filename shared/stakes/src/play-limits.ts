/**
 * Responsible-gambling rules the player sets for themself: deposit, loss and wager
 * limits, time-outs and self-exclusion. Pure functions: the API enforces them, the account pages
 * explain them with the same figures.
 */
import {
  PLAY_BREAK_LENGTHS,
  type PlayBreakKind,
  type PlayBreakLength,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@sportsbook/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows: a limit counts what happened in the last day, 7 days or 30 days, in every time zone alike. */
export const PLAY_LIMIT_WINDOW_MS: Record<PlayLimitPeriod, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };

/** Raising or removing a limit waits this long; lowering one applies at once. */
export const LIMIT_COOLING_OFF_MS = DAY_MS;

export interface PlayLimit {
  /** The limit in force, minor units; null when there is none. */
  amountMinor: number | null;
  /** A raise or removal waiting for its cooling-off to end. */
  pending?: { amountMinor: number | null; from: number };
}

export const NO_LIMIT: PlayLimit = { amountMinor: null };

/** The limit as it stands at `now`: a pending change whose cooling-off is over has taken effect. */
export function limitInForce(limit: PlayLimit, now: number): PlayLimit {
  if (!limit.pending || limit.pending.from > now) return limit;
  return { amountMinor: limit.pending.amountMinor };
}

/** A stricter limit (lower, or a first one) protects the player, so it needs no wait. */
const isStricter = (requested: number | null, current: number | null) =>
  requested !== null && (current === null || requested <= current);

/**
 * The player asks for `requested` (null removes the limit). Stricter applies at once and drops any
 * waiting raise; a raise or removal waits LIMIT_COOLING_OFF_MS from this request.
 */
export function changeLimit(limit: PlayLimit, requested: number | null, now: number): PlayLimit {
  if (requested !== null && (!Number.isSafeInteger(requested) || requested <= 0))
    throw new RangeError(`a limit is a positive number of minor units: ${requested}`);
  const current = limitInForce(limit, now).amountMinor;
  if (isStricter(requested, current)) return { amountMinor: requested };
  if (requested === current) return { amountMinor: current };
  return { amountMinor: current, pending: { amountMinor: requested, from: now + LIMIT_COOLING_OFF_MS } };
}

/**
 * The session limit is a limit like the money ones, in minutes with 0 for none: a shorter one applies
 * at once, a longer one or none only after the same cooling-off.
 */
export const changeSessionLimit = (limit: PlayLimit, requestedMinutes: number, now: number): PlayLimit =>
  changeLimit(limit, requestedMinutes > 0 ? requestedMinutes : null, now);

/**
 * When a session that began at `createdAt` ends under a session limit (Infinity without one). A
 * longer limit waiting for its cooling-off counts only for a session still running when it applies.
 */
export function sessionEnd(limit: PlayLimit, createdAt: number): number {
  const endUnder = (minutes: number | null) => (minutes === null ? Number.POSITIVE_INFINITY : createdAt + minutes * 60_000);
  const end = endUnder(limit.amountMinor);
  return !limit.pending || end < limit.pending.from ? end : endUnder(limit.pending.amountMinor);
}

/** What is left to use under a limit; null when there is no limit. */
export function allowanceMinor(limitMinor: number | null, usedMinor: number): number | null {
  return limitMinor === null ? null : Math.max(0, limitMinor - usedMinor);
}

/** A stake counts towards both the wager and the loss limits: if it is lost, the loss grows by all of it. */
export const STAKE_LIMIT_KINDS: readonly PlayLimitKind[] = ['WAGER', 'LOSS'];

/**
 * Of the limits of these kinds, the one that leaves the least, which is all a stake may still use:
 * what the slip shows before the API would refuse more. Undefined when none is set.
 */
export function tightestAllowance<T extends { kind: PlayLimitKind; remaining: number | null }>(
  limits: readonly T[],
  kinds: readonly PlayLimitKind[],
): (T & { remaining: number }) | undefined {
  let tightest: (T & { remaining: number }) | undefined;
  for (const limit of limits) {
    if (limit.remaining === null || !kinds.includes(limit.kind)) continue;
    if (!tightest || limit.remaining < tightest.remaining) tightest = limit as T & { remaining: number };
  }
  return tightest;
}

/** Whether spending `amountMinor` more keeps within the limit (a net loss so far may be negative). */
export const withinLimit = (limitMinor: number | null, usedMinor: number, amountMinor: number): boolean =>
  limitMinor === null || usedMinor + amountMinor <= limitMinor;

export const isBreakLengthOf = (kind: PlayBreakKind, length: string): length is PlayBreakLength =>
  (PLAY_BREAK_LENGTHS[kind] as readonly string[]).includes(length);

/** When a break of an ISO 8601 length (P7D, P6M, P1Y) started at `from` ends; months and years by the calendar (UTC). */
export function breakEnd(length: PlayBreakLength, from: number): number {
  const match = /^P(\d+)([DMY])$/.exec(length);
  if (!match) throw new RangeError(`not a break length: ${length}`);
  const count = Number(match[1]);
  const end = new Date(from);
  if (match[2] === 'D') return from + count * DAY_MS;
  if (match[2] === 'M') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end.getTime();
}
