/**
 * A day's races at a course: one every half hour of its racing hours, each with its own field drawn
 * from the course's horses, a distance, and whether it is a handicap. A race is named by the course
 * and its local off time ("Kingsdown 14:30"), as racecards name them.
 */
import type { SportEvent } from '@sportsbook/contracts';
import { eventPaths, prematchRecord, teamRating, type EventRecord, type LeagueRef } from '../catalogue/event-factory';
import type { Random } from '../catalogue/random';
import { slugify } from '../catalogue/sports-tree';
import { raceWinMarket } from './race-market';
import type { RaceModel } from './race-model';

const FURLONG_METRES = 201;
const DISTANCES_FURLONGS = [5, 6, 7, 8, 10, 12, 16] as const;
const MIN_RUNNERS = 4;
const MAX_RUNNERS = 16;
const HALF_HOUR_MS = 1_800_000;

export interface RaceSpec {
  id: number;
  ref: LeagueRef;
  startTime: number;
  /** The seed's root stream: a horse's class is the same in every race it runs. */
  ratings: Random;
  /** The race's own stream: its field, distance and the going on the day. */
  random: Random;
}

/** The off times of a course's races on a day (UTC ms), every half hour from its first racing hour. */
export function offTimes(ref: LeagueRef, dayStart: number): number[] {
  const first = Math.min(...ref.league.kickoffHours);
  const count = Math.floor(ref.league.fixturesPerWeek / 7);
  // Courses are staggered by five minutes so that two races rarely go off together.
  const stagger = (ref.league.pathId % 6) * 5 * 60_000;
  return Array.from({ length: count }, (_, n) => dayStart + first * 3_600_000 + stagger + n * HALF_HOUR_MS);
}

function raceName(ref: LeagueRef, startTime: number): string {
  const local = new Date(startTime + (ref.league.utcOffsetHours ?? 0) * 3_600_000);
  const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${ref.league.name} ${hhmm}`;
}

export function createRace(spec: RaceSpec): EventRecord {
  const { ref, random } = spec;
  const size = random.int(MIN_RUNNERS, Math.min(MAX_RUNNERS, ref.league.teams.length));
  const runners = random.shuffle(ref.league.teams).slice(0, size);
  // Class, plus the day's going and draw: a horse's chance differs a little from race to race.
  const ratings = runners.map((horse) =>
    Math.max(-1, Math.min(1, teamRating(spec.ratings, horse) + (random.next() - 0.5) * 0.5)),
  );
  const model: RaceModel = {
    kind: 'race',
    runners,
    ratings,
    metres: random.pick(DISTANCES_FURLONGS) * FURLONG_METRES,
    handicap: random.chance(0.4),
  };
  const description = raceName(ref, spec.startTime);
  const event: SportEvent = {
    id: spec.id,
    description,
    slug: slugify(description),
    sportCode: ref.sport.code,
    startTime: new Date(spec.startTime).toISOString(),
    eventPaths: eventPaths(ref),
    markets: [],
    isLive: false,
    isOutright: false,
  };
  return prematchRecord(event, ref, model, ['', ''], [raceWinMarket(model)]);
}
