/**
 * What a live "stream" shows: the score, clock and period of an in-play event, read from the live
 * simulator's event. A pure view, so the page and the tests see the same thing.
 */
import type { SportEvent } from '@sportsbook/contracts';

export interface StreamState {
  eventId: number;
  sportCode: string;
  home: string;
  away: string;
  /** Goals, points, sets (tennis) or runs (cricket). */
  score: [number, number];
  /** Tennis: games in the current set; cricket: wickets lost. */
  detail: [number, number] | null;
  clockStatus: 'NOT_STARTED' | 'RUNNING' | 'PAUSED' | 'END_OF_EVENT';
  minutes: number;
  period: string;
  finished: boolean;
}

export function streamState(event: SportEvent, home: string, away: string): StreamState {
  const finished = event.isFinished === true;
  const detail = event.sets ?? event.wickets ?? null;
  return {
    eventId: event.id,
    sportCode: event.sportCode,
    home,
    away,
    score: [event.scores?.A ?? 0, event.scores?.B ?? 0],
    detail: detail ? [detail.A, detail.B] : null,
    clockStatus: finished ? 'END_OF_EVENT' : (event.clock?.status ?? 'RUNNING'),
    minutes: event.clock?.minutes ?? 0,
    period: event.currentPeriod ?? '',
    finished,
  };
}
