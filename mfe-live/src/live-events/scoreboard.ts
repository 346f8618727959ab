import type { SportEvent } from '@sportsbook/contracts';

/** "2 - 1" for the running score, or nothing before the first score arrives. */
export function scoreLine(event: SportEvent): string {
  return event.scores ? `${event.scores.A} - ${event.scores.B}` : '';
}

/** The clock as a player reads it: the period abbreviation and the minute, or "Finished". */
export function clockLine(event: SportEvent, finishedLabel: string): string {
  if (event.isFinished || event.clock?.status === 'END_OF_EVENT') return finishedLabel;
  const period = event.currentPeriodAbbreviation ?? '';
  const minutes = event.clock && event.clock.minutes > 0 ? `${event.clock.minutes}'` : '';
  return [period, minutes].filter(Boolean).join(' ');
}
