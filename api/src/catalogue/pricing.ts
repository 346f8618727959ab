/**
 * Turns model probabilities into bookmaker prices. Prices carry a margin (overround) like a real
 * book's, so the implied probabilities of a market add up to slightly more than 1.
 */
import { snapDown } from './odds-ladder';
import { poissonPmf } from './score-grid';

export const MIN_PRICE = 1.01;
const MAX_PRICE = 501;

/** Margins by market family; outrights carry far more, as they do at every bookmaker. */
export const MARGINS = {
  main: 0.055,
  totals: 0.06,
  handicap: 0.06,
  props: 0.08,
  outright: 0.25,
  /** A race's win market: a field of runners, priced tighter than a season's outright. */
  race: 0.18,
  /** A bet builder's one price over all its legs. */
  builder: 0.1,
  live: 0.07,
} as const;

/** Decimal odds with the margin spread proportionally, rounded down onto the odds ladder. */
export function priceFromProbability(probability: number, margin: number): number {
  const p = Math.min(0.995, Math.max(0.002, probability));
  const fair = 1 / (p * (1 + margin));
  return snapDown(Math.min(MAX_PRICE, Math.max(MIN_PRICE, fair)));
}

export interface ScoreBook {
  home: number;
  draw: number;
  away: number;
  /** P(total > line) for a half line. */
  over(line: number): number;
  /** P(home - away + handicap > 0) for a half-line handicap on home. */
  homeCovers(handicap: number): number;
  bothScore: number;
}

const MAX_GOALS = 12;

/**
 * Probabilities of the goal-based markets given expected goals from now on and the current score,
 * so the same maths prices prematch (score 0-0) and in-play markets. The two sides score
 * independently (Poisson), so the final goal difference and total have simple distributions.
 */
export function scoreBook(lambdaHome: number, lambdaAway: number, current: { A: number; B: number } = { A: 0, B: 0 }): ScoreBook {
  const home = poissonPmf(Math.max(lambdaHome, 1e-6), MAX_GOALS);
  const away = poissonPmf(Math.max(lambdaAway, 1e-6), MAX_GOALS);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      const d = current.A + i - (current.B + j);
      const t = current.A + current.B + i + j;
      diff.set(d, (diff.get(d) ?? 0) + ph * pa);
      total.set(t, (total.get(t) ?? 0) + ph * pa);
    }),
  );
  const sum = (map: Map<number, number>, keep: (k: number) => boolean) => {
    let acc = 0;
    for (const [k, p] of map) if (keep(k)) acc += p;
    return acc;
  };
  const scoreless = (goals: number, pmf: number[]) => (goals > 0 ? 0 : (pmf[0] ?? 0));
  return {
    home: sum(diff, (d) => d > 0),
    draw: diff.get(0) ?? 0,
    away: sum(diff, (d) => d < 0),
    over: (line) => sum(total, (t) => t > line),
    homeCovers: (handicap) => sum(diff, (d) => d + handicap > 0),
    bothScore: (1 - scoreless(current.A, home)) * (1 - scoreless(current.B, away)),
  };
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26), plenty for pricing. */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-((x / Math.SQRT2) ** 2));
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Nearest half line (x.5) to a value, the way books quote totals and spreads to avoid pushes. */
export function halfLine(value: number): number {
  return Math.floor(value) + 0.5;
}

/** A line as books print it: +1.5, -0.5, 0. */
export const signed = (line: number): string => (line > 0 ? `+${line}` : `${line}`);
