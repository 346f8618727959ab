import type { SportEvent } from '@sportsbook/contracts';
import { clockLine, scoreLine } from './scoreboard';

const base = {
  id: 1,
  description: 'A v B',
  slug: 'a-v-b',
  sportCode: 'FOOT',
  startTime: '2026-11-21T10:00:00Z',
  eventPaths: [],
  markets: [],
  isLive: true,
  isOutright: false,
} satisfies SportEvent;

it('shows the running score and the clock with its period', () => {
  const event: SportEvent = {
    ...base,
    scores: { A: 2, B: 1 },
    clock: { status: 'RUNNING', minutes: 67 },
    currentPeriodAbbreviation: '2H',
  };
  expect(scoreLine(event)).toBe('2 - 1');
  expect(clockLine(event, 'Finished')).toBe("2H 67'");
});

it('says finished once the clock reaches END_OF_EVENT', () => {
  expect(clockLine({ ...base, clock: { status: 'END_OF_EVENT', minutes: 90 } }, 'Finished')).toBe('Finished');
});

it('shows nothing before kick-off data arrives', () => {
  expect(scoreLine(base)).toBe('');
  expect(clockLine(base, 'Finished')).toBe('');
});
