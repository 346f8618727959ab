import type { SportEvent } from '@sportsbook/contracts';
import { snapshot } from '../testing/recorded-feed/recorded';
import { clockLine, headlineScore, periodColumns, scoreLine, scoreboardKind, teamNames, tennisGameLine } from './scoreboard';

const base = {
  id: 1,
  description: 'A vs B',
  slug: 'a-vs-b',
  sportCode: 'FOOT',
  startTime: '2026-11-21T10:00:00Z',
  eventPaths: [],
  markets: [],
  isLive: true,
  isOutright: false,
} satisfies SportEvent;

const recorded = (sportCode: SportEvent['sportCode']) => {
  const event = snapshot.events.find((e) => e.sportCode === sportCode);
  if (!event) throw new Error(`no recorded ${sportCode} event`);
  return event;
};

it('picks a scoreboard per sport', () => {
  expect((['FOOT', 'EFOT', 'BASK', 'EBSK', 'TENN', 'CRIC', 'ICEH'] as const).map(scoreboardKind)).toEqual([
    'goals',
    'goals',
    'quarters',
    'quarters',
    'tennis',
    'cricket',
    'periods',
  ]);
});

it('shows the running score and the clock with its period', () => {
  const event: SportEvent = {
    ...base,
    scores: { A: 2, B: 1 },
    clock: { status: 'RUNNING', minutes: 67 },
    currentPeriodAbbreviation: 'H2',
  };
  expect(scoreLine(event)).toBe('2 - 1');
  expect(clockLine(event, 'Finished')).toBe("H2 67'");
});

it('shows only the period during a break, and finished once the clock reaches END_OF_EVENT', () => {
  expect(clockLine({ ...base, clock: { status: 'PAUSED', minutes: 45 }, currentPeriodAbbreviation: 'HT' }, 'Finished')).toBe(
    'HT',
  );
  expect(clockLine({ ...base, clock: { status: 'END_OF_EVENT', minutes: 90 } }, 'Finished')).toBe('Finished');
});

it('shows nothing before the first score arrives', () => {
  expect(scoreLine(base)).toBe('');
  expect(clockLine(base, 'Finished')).toBe('');
});

it('basketball: one column per quarter from the recorded scores per period', () => {
  const event = recorded('EBSK');
  const columns = periodColumns(event.scoresPerPeriod);
  expect(columns.map((c) => c.key)).toEqual([...new Set(event.scoresPerPeriod?.map((p) => p.periodKey))]);
  expect(columns.reduce((sum, c) => sum + (c.A ?? 0), 0)).toBe(event.scores?.A);
});

it('tennis: sets won, games of the current set and points of the game; no minutes on the clock', () => {
  const event = recorded('TENN');
  expect(headlineScore(event)).toEqual({ A: String(event.scores?.A), B: String(event.scores?.B) });
  expect(tennisGameLine(event)).toBe(`${event.sets?.A}-${event.sets?.B} (${event.match?.A}-${event.match?.B})`);
  expect(clockLine(event, 'Finished')).toBe(event.currentPeriodAbbreviation);
});

it('cricket: runs and wickets', () => {
  const event = recorded('CRIC');
  expect(headlineScore(event)).toEqual({
    A: `${event.scores?.A}/${event.wickets?.A}`,
    B: `${event.scores?.B}/${event.wickets?.B}`,
  });
});

it('splits the teams from the description', () => {
  expect(teamNames('Seaford Villa vs Ashford Rovers')).toEqual(['Seaford Villa', 'Ashford Rovers']);
  expect(teamNames('Solo')).toEqual(['Solo', '']);
});
