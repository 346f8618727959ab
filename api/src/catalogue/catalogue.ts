/**
 * The book's event store. Prematch fixtures are generated per calendar day from SEED and the day
 * number, so a given seed always yields the same fixtures, ids and opening prices for a date, no
 * matter when the server was (re)started. The window rolls forward as days pass.
 */
import type { Market, Outcome } from '@sportsbook/contracts';
import {
  createFixture,
  createOutright,
  eventIdOfMarket,
  marketIdOfOutcome,
  type EventRecord,
  type LeagueRef,
} from './event-factory';
import { createRace, offTimes } from '../racing/race-card';
import { createRandom, type Random } from './random';
import { SPORT_TREES } from './sports-tree';

export const DAY_MS = 86_400_000;
/** Day 0 of fixture ids; ids are day * 10000 + n. */
const ID_EPOCH = Date.UTC(2025, 0, 1);
/** Prematch fixtures are offered this many days ahead (spec §9: this_week = 7 days). */
const WINDOW_DAYS = 7;
const OUTRIGHT_ID_BASE = 90_000_000;
const SEASON_DAYS = 91;
/** Golf weeks end on Sunday at 18:00 UTC, when the week's tournaments settle; ids 91 000 000 + week × 10 000 + league. */
const TOURNAMENT_ID_BASE = 91_000_000;
const WEEK_MS = 7 * DAY_MS;
/** 2025-01-05 18:00 UTC, a Sunday evening: the end of golf week 0. */
const FIRST_TOURNAMENT_END = Date.UTC(2025, 0, 5, 18);

export const LEAGUES: readonly LeagueRef[] = SPORT_TREES.flatMap((tree) =>
  tree.countries.flatMap((country) => country.leagues.map((league) => ({ sport: tree.sport, country, league }))),
);

export interface OutcomeRef {
  record: EventRecord;
  market: Market;
  outcome: Outcome;
}

export class Catalogue {
  readonly random: Random;
  private readonly records = new Map<number, EventRecord>();
  private readonly generatedDays = new Set<number>();

  constructor(
    readonly seed: number,
    private readonly clock: () => number,
  ) {
    this.random = createRandom(seed);
    this.refresh();
  }

  /** Generates any missing day of the window and the current outrights; cheap when nothing is missing. */
  refresh(): void {
    const today = Math.floor((this.clock() - ID_EPOCH) / DAY_MS);
    // Yesterday too: its late fixtures may still be running.
    for (let day = today - 1; day <= today + WINDOW_DAYS; day++) {
      if (this.generatedDays.has(day)) continue;
      this.generatedDays.add(day);
      this.generateDay(day);
    }
    this.generateOutrights(Math.floor(today / SEASON_DAYS));
    this.generateTournaments(Math.max(0, Math.ceil((this.clock() - FIRST_TOURNAMENT_END) / WEEK_MS)));
  }

  all(): IterableIterator<EventRecord> {
    return this.records.values();
  }

  get(eventId: number): EventRecord | undefined {
    return this.records.get(eventId);
  }

  add(record: EventRecord): void {
    this.records.set(record.event.id, record);
  }

  delete(eventId: number): void {
    this.records.delete(eventId);
  }

  market(marketId: number): { record: EventRecord; market: Market } | undefined {
    const record = this.records.get(eventIdOfMarket(marketId));
    const market = record?.event.markets.find((m) => m.id === marketId);
    return record && market ? { record, market } : undefined;
  }

  outcome(outcomeId: number): OutcomeRef | undefined {
    const found = this.market(marketIdOfOutcome(outcomeId));
    const outcome = found?.market.outcomes.find((o) => o.id === outcomeId);
    return found && outcome ? { ...found, outcome } : undefined;
  }

  private generateDay(day: number): void {
    const dayStart = ID_EPOCH + day * DAY_MS;
    let sequence = 0;
    for (const ref of LEAGUES) {
      const { league } = ref;
      const random = this.random.fork(`day:${day}:league:${league.pathId}`);
      if (ref.sport.code === 'HORS') {
        for (const startTime of offTimes(ref, dayStart)) {
          const id = day * 10_000 + sequence++;
          this.records.set(id, createRace({ id, ref, startTime, ratings: this.random, random }));
        }
        continue;
      }
      // Spread fixturesPerWeek evenly over days without drifting: day d gets floor((d+1)f/7) - floor(df/7).
      const count = Math.floor(((day + 1) * league.fixturesPerWeek) / 7) - Math.floor((day * league.fixturesPerWeek) / 7);
      let pool: string[] = [];
      for (let n = 0; n < count; n++) {
        if (pool.length < 2) pool = random.shuffle(league.teams);
        const home = pool.pop() as string;
        const away = pool.pop() as string;
        const minuteStep = league.kickoffHours.length >= 24 ? 5 : 15;
        const startTime =
          dayStart + random.pick(league.kickoffHours) * 3_600_000 + random.int(0, 60 / minuteStep - 1) * minuteStep * 60_000;
        const id = day * 10_000 + sequence++;
        this.records.set(id, createFixture({ id, ref, home, away, startTime, ratings: this.random, random }));
      }
    }
  }

  /** This week's golf tournaments: each a winner market over its field, settled on Sunday evening. */
  private generateTournaments(week: number): void {
    const settlesAt = FIRST_TOURNAMENT_END + week * WEEK_MS;
    for (const ref of LEAGUES) {
      if (!ref.league.weeklyTournament) continue;
      const id = TOURNAMENT_ID_BASE + week * 10_000 + ref.league.pathId;
      if (this.records.has(id)) continue;
      const season = String(new Date(settlesAt).getUTCFullYear());
      this.records.set(id, createOutright({ id, ref, season, settlesAt, ratings: this.random }));
    }
  }

  private generateOutrights(season: number): void {
    const settlesAt = ID_EPOCH + (season + 1) * SEASON_DAYS * DAY_MS + 20 * 3_600_000;
    const year = new Date(ID_EPOCH + season * SEASON_DAYS * DAY_MS).getUTCFullYear();
    for (const ref of LEAGUES) {
      if (!ref.league.hasOutright) continue;
      const id = OUTRIGHT_ID_BASE + season * 10_000 + ref.league.pathId;
      if (this.records.has(id)) continue;
      this.records.set(
        id,
        createOutright({
          id,
          ref,
          season: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
          settlesAt,
          ratings: this.random,
        }),
      );
    }
  }
}
