/**
 * A horse race as the book prices it: each runner's rating says how fast it runs, and the running
 * order says how far each one is from the leader. One function gives the win chances before the
 * off and in running, so the prematch price and the live one come from the same belief.
 */
import type { MarketPlaceTerms } from '@sportsbook/contracts';

export interface RaceModel {
  kind: 'race';
  /** Runner names, in saddle-cloth order (the win market's outcomes, in this order). */
  runners: readonly string[];
  /** Each runner's class in [-1, 1]; a point is worth about 1.5 % of its speed. */
  ratings: readonly number[];
  /** Race distance in metres. */
  metres: number;
  /** A handicap pays a fourth place on a big field (British each-way terms). */
  handicap: boolean;
}

/** How far each runner has run, in metres (saddle-cloth order), and who has finished, first first. */
export interface RaceSituation {
  covered: readonly number[];
  finished: readonly number[];
}

/** Metres a second an average runner gallops; ratings move it by RATING_PACE a point. */
export const GALLOP_METRES_PER_SECOND = 16;
export const RATING_PACE = 0.015;
/** How strongly class decides a race before the off (fitted so a 1-rated favourite is ~3/1 in a field of 10). */
const CLASS_WEIGHT = 2.2;
/** Metres of a gap that matter as much as a point of class, at the off and at the line. */
const GAP_SCALE_AT_OFF = 60;
const GAP_SCALE_AT_LINE = 2;

export const runnerSpeed = (model: RaceModel, runner: number): number =>
  GALLOP_METRES_PER_SECOND * (1 + RATING_PACE * (model.ratings[runner] ?? 0));

/** Share of the race run by its leader, 0 at the off and 1 when the first runner is home. */
export const leaderShare = (metres: number, covered: readonly number[]): number => Math.min(1, Math.max(0, ...covered) / metres);

/**
 * Each runner's chance of winning: class weighs less and the gap to the leader more as the line
 * nears. A finished race gives its winner 1.
 */
export function raceWinChances(model: RaceModel, situation?: RaceSituation): number[] {
  const n = model.runners.length;
  const winner = situation?.finished[0];
  if (winner !== undefined) return Array.from({ length: n }, (_, i) => (i === winner ? 1 : 0));
  const progress = situation ? leaderShare(model.metres, situation.covered) : 0;
  const lead = situation ? Math.max(...situation.covered) : 0;
  const gapScale = GAP_SCALE_AT_OFF + (GAP_SCALE_AT_LINE - GAP_SCALE_AT_OFF) * progress;
  const scores = model.ratings.map((rating, i) => {
    const gap = situation ? lead - (situation.covered[i] ?? 0) : 0;
    return CLASS_WEIGHT * rating * (1 - progress) - gap / gapScale;
  });
  const top = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - top));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/**
 * The each-way terms British books offer on a race of this many runners: none under five, a quarter
 * of the odds for two places up to seven, a fifth for three from eight, and a handicap of twelve or
 * more a quarter for three (four from sixteen).
 */
export function racePlaceTerms(runners: number, handicap: boolean): MarketPlaceTerms | undefined {
  if (runners < 5) return undefined;
  if (runners < 8) return { numerator: 1, denominator: 4, places: 2 };
  if (handicap && runners >= 16) return { numerator: 1, denominator: 4, places: 4 };
  if (handicap && runners >= 12) return { numerator: 1, denominator: 4, places: 3 };
  return { numerator: 1, denominator: 5, places: 3 };
}
