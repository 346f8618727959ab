/**
 * The probability of every final score of a goals match, from the expected goals still to come and
 * the score so far. Each side scores independently (Poisson), as in pricing.ts; a deep market is a
 * sum over the grid's cells, so every market of one event comes from the same belief.
 */

export type Pair = { A: number; B: number };

export interface ScoreCell {
  /** Final goals of the home side. */
  a: number;
  /** Final goals of the away side. */
  b: number;
  p: number;
}

export interface ScoreGrid {
  readonly cells: readonly ScoreCell[];
  /** P(the final score satisfies `holds`). */
  probability(holds: (a: number, b: number) => boolean): number;
}

/** Goals still to come per side; beyond this the tail is under 1e-5 for any goal rate the book quotes. */
const MORE_GOALS = 12;

/** Poisson probabilities of 0…max events for mean `lambda`. */
export function poissonPmf(lambda: number, max: number = MORE_GOALS): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-Math.max(lambda, 0));
  for (let k = 0; k <= max; k++) {
    pmf.push(term);
    term = (term * lambda) / (k + 1);
  }
  return pmf;
}

/** P(a Poisson count with mean `lambda` is at least `needed`); 1 when nothing more is needed. */
export function poissonAtLeast(lambda: number, needed: number): number {
  if (needed <= 0) return 1;
  const pmf = poissonPmf(lambda, needed - 1);
  return Math.max(0, 1 - pmf.reduce((sum, p) => sum + p, 0));
}

/** `more` bounds the count still to come per side: corners need more room than goals. */
export function scoreGrid(lambdaA: number, lambdaB: number, current: Pair = { A: 0, B: 0 }, more = MORE_GOALS): ScoreGrid {
  const home = poissonPmf(lambdaA, more);
  const away = poissonPmf(lambdaB, more);
  const cells: ScoreCell[] = [];
  home.forEach((ph, i) => away.forEach((pa, j) => cells.push({ a: current.A + i, b: current.B + j, p: ph * pa })));
  return {
    cells,
    probability: (holds) => cells.reduce((sum, cell) => (holds(cell.a, cell.b) ? sum + cell.p : sum), 0),
  };
}

/** 0 home win, 1 draw, 2 away win: the 1X2 order every result market lists. */
export const resultIndex = (a: number, b: number): 0 | 1 | 2 => (a > b ? 0 : a === b ? 1 : 2);

/**
 * Half time/full time: P(half-time result h and full-time result f) at index h * 3 + f, from the
 * grid of each half's own goals (so far and to come); the halves are independent.
 */
export function halfTimeFullTime(firstHalf: ScoreGrid, secondHalf: ScoreGrid): number[] {
  // Only the second half's goal difference matters to the full-time result: fold its grid to that.
  const difference = new Map<number, number>();
  for (const cell of secondHalf.cells) difference.set(cell.a - cell.b, (difference.get(cell.a - cell.b) ?? 0) + cell.p);
  const joint = new Array<number>(9).fill(0);
  for (const ht of firstHalf.cells) {
    const h = resultIndex(ht.a, ht.b);
    for (const [d, p] of difference) {
      const f = resultIndex(ht.a - ht.b + d, 0);
      joint[h * 3 + f] = (joint[h * 3 + f] ?? 0) + ht.p * p;
    }
  }
  return joint;
}
