/**
 * What a scoreboard shows for each sport (spec §3 Event live fields): running totals, the score of
 * every period (halves, quarters, sets, innings, periods), the current period and its clock.
 */
import type { PeriodScore, SportEvent } from '@sportsbook/contracts';

export type ScoreboardKind = 'goals' | 'quarters' | 'tennis' | 'cricket' | 'periods' | 'race';

type LiveEvent = Omit<SportEvent, 'markets'>;

export function scoreboardKind(sportCode: SportEvent['sportCode']): ScoreboardKind {
  switch (sportCode) {
    case 'BASK':
    case 'EBSK':
      return 'quarters';
    case 'TENN':
      return 'tennis';
    case 'CRIC':
      return 'cricket';
    case 'ICEH':
      return 'periods';
    case 'FOOT':
    case 'EFOT':
      return 'goals';
    // A field of runners: a running order, not a score (golf is only ever an outright).
    case 'HORS':
    case 'GOLF':
      return 'race';
  }
}

/** "Home vs Away" to the two team names. */
export function teamNames(description: string): [string, string] {
  const [home = description, away = ''] = description.split(/\s+vs\.?\s+/i);
  return [home, away];
}

export interface PeriodColumn {
  key: string;
  A: number | null;
  B: number | null;
}

/** One column per period, in play order, from the merged scoresPerPeriod. */
export function periodColumns(scores: readonly PeriodScore[] = []): PeriodColumn[] {
  const columns = new Map<number, PeriodColumn>();
  for (const score of [...scores].sort((a, b) => a.periodInstance - b.periodInstance)) {
    const column = columns.get(score.periodInstance) ?? { key: score.periodKey, A: null, B: null };
    column[score.opponentId] = score.score;
    columns.set(score.periodInstance, column);
  }
  return [...columns.values()];
}

/** Each team's headline score: goals or points, sets won in tennis, runs/wickets in cricket. */
export function headlineScore(event: LiveEvent): { A: string; B: string } | null {
  if (!event.scores || scoreboardKind(event.sportCode) === 'race') return null;
  if (scoreboardKind(event.sportCode) === 'cricket') {
    const wickets = event.wickets ?? { A: 0, B: 0 };
    return { A: `${event.scores.A}/${wickets.A}`, B: `${event.scores.B}/${wickets.B}` };
  }
  return { A: String(event.scores.A), B: String(event.scores.B) };
}

/** "2 - 1" for a row, or nothing before the first score arrives. */
export function scoreLine(event: LiveEvent): string {
  const score = headlineScore(event);
  return score ? `${score.A} - ${score.B}` : '';
}

/** Tennis: games of the current set and points of the current game, "4-3 (15-30)". */
export function tennisGameLine(event: LiveEvent): string {
  if (!event.sets) return '';
  const points = event.match ? ` (${event.match.A}-${event.match.B})` : '';
  return `${event.sets.A}-${event.sets.B}${points}`;
}

/** Tennis and cricket are played to a score and races to a line, not a clock: their minutes mean nothing to a player. */
export const isTimedSport = (sportCode: SportEvent['sportCode']): boolean =>
  !['tennis', 'cricket', 'race'].includes(scoreboardKind(sportCode));

export const isEventFinished = (event: Pick<SportEvent, 'isFinished' | 'clock'>): boolean =>
  event.isFinished === true || event.clock?.status === 'END_OF_EVENT';

/** The clock as a player reads it: the period abbreviation and the minute, or "Finished". */
export function clockLine(event: LiveEvent, finishedLabel: string): string {
  if (isEventFinished(event)) return finishedLabel;
  const period = event.currentPeriodAbbreviation ?? '';
  const minutes =
    isTimedSport(event.sportCode) && event.clock && event.clock.status !== 'PAUSED' && event.clock.minutes > 0
      ? `${event.clock.minutes}'`
      : '';
  return [period, minutes].filter(Boolean).join(' ');
}
