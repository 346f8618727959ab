/**
 * Copies a match's state onto its SportEvent's live fields and reports what changed, as the
 * feed's scoreboard diff. Comparing the rendered fields (not the engine state) keeps diffs minimal.
 */
import type { FeedEventDiff, PeriodScore, SportEvent } from '@sportsbook/contracts';
import { clockOf, tennisPoints, type MatchState } from './match-engine';
import { runningOrder } from '../racing/race-running';
import type { MatchModel } from '../catalogue/market-types';

type LiveFields = Omit<FeedEventDiff, 't' | 'e'>;

function render(state: MatchState, model: MatchModel, openMarkets: number): LiveFields {
  const clock = clockOf(state);
  const scoresPerPeriod: PeriodScore[] = state.periodScores.flatMap(({ key, score }, index) => [
    { opponentId: 'A', periodInstance: index + 1, periodKey: key, score: score.A },
    { opponentId: 'B', periodInstance: index + 1, periodKey: key, score: score.B },
  ]);
  const fields: LiveFields = {
    clock: { status: state.finished ? 'END_OF_EVENT' : clock.isBreak ? 'PAUSED' : 'RUNNING', minutes: clock.minutes },
    isFinished: state.finished,
    scores: { ...state.score },
    scoresPerPeriod,
    currentPeriod: state.finished ? 'Ended' : clock.periodName,
    currentPeriodAbbreviation: state.finished ? 'END' : clock.periodKey,
    currentPeriodNumber: clock.periodNumber,
    liveOpenMarketCount: openMarkets,
  };
  if (state.tennis) {
    fields.sets = { ...state.tennis.games };
    fields.match = tennisPoints(state);
  }
  if (state.cricket) {
    fields.cricketOutcomes = [...state.cricket.recent];
    fields.wickets = { ...state.cricket.wickets };
  }
  if (state.race && model.kind === 'race') {
    fields.runners = [...model.runners];
    fields.raceProgress = {
      // Ten-metre steps: finer would be a diff every tick that no player can read.
      metresToGo: Math.ceil((state.race.metres - Math.max(...state.race.covered)) / 10) * 10,
      runningOrder: runningOrder(state.race).map((runner) => runner + 1),
    };
  }
  return fields;
}

const periodId = (p: PeriodScore) => `${p.periodInstance}:${p.opponentId}`;

/** Writes the live fields onto the event; returns the diff, or undefined when nothing changed. */
export function updateScoreboard(event: SportEvent, state: MatchState, model: MatchModel): FeedEventDiff | undefined {
  const openMarkets = event.markets.filter((m) => m.status === 'OPEN').length;
  const next = render(state, model, openMarkets);
  const diff: FeedEventDiff = { t: 'ev', e: event.id };
  let changed = false;
  const target = event as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(next) as Array<[keyof LiveFields, unknown]>) {
    if (value === undefined) continue;
    const before = target[key];
    if (key === 'scoresPerPeriod') {
      // Only the periods whose score moved: the client merges them (spec §4 live update types).
      const old = new Map(((before as PeriodScore[] | undefined) ?? []).map((p) => [periodId(p), p.score]));
      const moved = (value as PeriodScore[]).filter((p) => old.get(periodId(p)) !== p.score);
      if (moved.length > 0) {
        diff.scoresPerPeriod = moved;
        changed = true;
      }
    } else if (JSON.stringify(before) !== JSON.stringify(value)) {
      (diff as unknown as Record<string, unknown>)[key] = value;
      changed = true;
    }
    target[key] = value;
  }
  return changed ? diff : undefined;
}
