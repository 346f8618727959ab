/**
 * The book's odds ladder: every price the book offers is one of these steps, fine near evens and
 * coarse for long shots, as on exchange and bookmaker ladders. Served by /oddsLadderAndMargins so a
 * client applying the ladder lands on the same prices the API validates bets against.
 */
import { snapToLadder } from '@sportsbook/odds';

const SEGMENTS: ReadonlyArray<[from: number, to: number, step: number]> = [
  [1.01, 2, 0.01],
  [2.02, 3, 0.02],
  [3.05, 4, 0.05],
  [4.1, 6, 0.1],
  [6.2, 10, 0.2],
  [10.5, 20, 0.5],
  [21, 30, 1],
  [32, 50, 2],
  [55, 100, 5],
  [110, 1000, 10],
];

export const LADDER: readonly number[] = SEGMENTS.flatMap(([from, to, step]) => {
  const steps: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) steps.push(Math.round((from + i * step) * 100) / 100);
  return steps;
});

/**
 * The highest step not above the price, by the snapping rule clients apply too (@sportsbook/odds).
 * The book's own prices are held at or above the first step (pricing.ts MIN_PRICE) before snapping.
 */
export const snapDown = (decimal: number): number => snapToLadder(decimal, LADDER);

/** Spec §5 ladder config format, `key=val,val|key=val`. */
export const ladderConfig = (keys: readonly string[]): string => keys.map((key) => `${key}=${LADDER.join(',')}`).join('|');
