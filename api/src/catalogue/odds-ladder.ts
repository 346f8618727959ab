/**
 * The book's odds ladder: every price the book offers is one of these steps, fine near evens and
 * coarse for long shots, as on exchange and bookmaker ladders. Served by /oddsLadderAndMargins so a
 * client applying the ladder lands on the same prices the API validates bets against.
 */
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

/** The highest step not above the price (a ladder never offers more than the book priced). */
export function snapDown(decimal: number): number {
  let low = 0;
  let high = LADDER.length - 1;
  if (decimal < (LADDER[0] as number)) return LADDER[0] as number;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((LADDER[mid] as number) <= decimal + 1e-9) low = mid;
    else high = mid - 1;
  }
  return LADDER[low] as number;
}

/** Spec §5 ladder config format, `key=val,val|key=val`. */
export const ladderConfig = (keys: readonly string[]): string => keys.map((key) => `${key}=${LADDER.join(',')}`).join('|');
