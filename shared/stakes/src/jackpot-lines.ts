/**
 * Jackpot lines (spec §3 Jackpot bet, §4): a slip takes one or more results of each of the jackpot's
 * N matches, and every way of taking one pick from each match is a line. The slip, the API's pricing
 * and its settlement count lines with this one rule.
 */

/** Results a jackpot match can end with: home, draw, away. */
export const JACKPOT_RESULTS_PER_MATCH = 3;

/**
 * Lines of a set of picks, each given by its match's position (1..N): the product of the picks per
 * match. 0 while a match has no pick, or when a pick lies outside 1..N (spec §4: complete only when
 * the picks cover 1 to N).
 */
export function jackpotLineCount(ordinals: readonly number[], eventCount: number): number {
  if (!Number.isInteger(eventCount) || eventCount < 1) return 0;
  const perMatch = new Map<number, number>();
  for (const ordinal of ordinals) {
    if (!Number.isInteger(ordinal) || ordinal < 1 || ordinal > eventCount) return 0;
    perMatch.set(ordinal, (perMatch.get(ordinal) ?? 0) + 1);
  }
  if (perMatch.size !== eventCount) return 0;
  let lines = 1;
  for (const picks of perMatch.values()) lines *= picks;
  return lines;
}

/** Every line a jackpot has: one per combination of results of its matches. */
export const jackpotGridSize = (eventCount: number): number => JACKPOT_RESULTS_PER_MATCH ** eventCount;
