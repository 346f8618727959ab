/**
 * Runs a race forward in time: every runner gallops at its class's pace plus a form that wanders
 * (a horse that travels well, one that tires), and crosses the line at a time of its own. The
 * finishing order is the order of those times, so a photo finish always separates two runners
 * (this book has no dead heats; docs/decisions/each-way-and-racing.md).
 */
import type { Random } from '../catalogue/random';
import { runnerSpeed, type RaceModel, type RaceSituation } from './race-model';

export interface RaceState {
  metres: number;
  covered: number[];
  /** Each runner's current form, as a share of its speed (a random walk around 0). */
  form: number[];
  /** Seconds since the off. */
  seconds: number;
  /** Runners home so far, with the time each crossed the line. */
  finishes: Array<{ runner: number; at: number }>;
}

/** Form moves this much a second (a share of speed), and is held within FORM_LIMIT either way. */
const FORM_DRIFT = 0.006;
const FORM_LIMIT = 0.03;
/** Seconds per simulation slice: short enough that a finish time is exact to a few milliseconds. */
const SLICE = 0.25;

export const newRace = (model: RaceModel): RaceState => ({
  metres: model.metres,
  covered: model.runners.map(() => 0),
  form: model.runners.map(() => 0),
  seconds: 0,
  finishes: [],
});

export const finishingOrder = (race: RaceState): number[] => race.finishes.map((f) => f.runner);

export const raceSituation = (race: RaceState): RaceSituation => ({
  covered: [...race.covered],
  finished: finishingOrder(race),
});

export const isRaceOver = (race: RaceState): boolean => race.finishes.length === race.covered.length;

/** Gallops `seconds` on. */
export function runRace(race: RaceState, model: RaceModel, seconds: number, random: Random): void {
  for (let left = seconds; left > 0 && !isRaceOver(race); left -= SLICE) {
    const dt = Math.min(SLICE, left);
    race.seconds += dt;
    race.covered.forEach((covered, runner) => {
      if (covered >= race.metres) return;
      const form = (race.form[runner] ?? 0) + (random.next() - 0.5) * 2 * FORM_DRIFT * Math.sqrt(dt);
      race.form[runner] = Math.min(FORM_LIMIT, Math.max(-FORM_LIMIT, form));
      const speed = runnerSpeed(model, runner) * (1 + (race.form[runner] ?? 0));
      const next = covered + speed * dt;
      if (next >= race.metres) race.finishes.push({ runner, at: race.seconds - (next - race.metres) / speed });
      race.covered[runner] = Math.min(race.metres, next);
    });
    race.finishes.sort((a, b) => a.at - b.at);
  }
}

/** Runners from the leader back: those home in their finishing order, then the rest by distance run. */
export function runningOrder(race: RaceState): number[] {
  const home = finishingOrder(race);
  const running = race.covered
    .map((covered, runner) => ({ covered, runner }))
    .filter(({ runner }) => !home.includes(runner))
    .sort((a, b) => b.covered - a.covered)
    .map(({ runner }) => runner);
  return [...home, ...running];
}
