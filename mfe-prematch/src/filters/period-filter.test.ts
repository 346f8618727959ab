import { parsePeriodFilter, parseStatusFilter, periodRange } from './period-filter';

const now = new Date(2026, 10, 21, 15, 30);

it('today is the next 24 hours from now', () => {
  expect(periodRange('today', now)).toEqual({
    dateFrom: now.toISOString(),
    dateTo: new Date(2026, 10, 22, 15, 30).toISOString(),
  });
});

it('this_week runs 7 days from the start of the player’s day', () => {
  expect(periodRange('this_week', now)).toEqual({
    dateFrom: new Date(2026, 10, 21).toISOString(),
    dateTo: new Date(2026, 10, 28).toISOString(),
  });
});

it('N hours runs N hours from now', () => {
  expect(periodRange('3h', now).dateTo).toBe(new Date(2026, 10, 21, 18, 30).toISOString());
});

it('all sends no window', () => {
  expect(periodRange('all', now)).toEqual({});
});

it('reads filters from the URL, defaulting unknown values', () => {
  expect(parsePeriodFilter('today')).toBe('today');
  expect(parsePeriodFilter('99h')).toBe('all');
  expect(parsePeriodFilter(null)).toBe('all');
  expect(parseStatusFilter('OPEN')).toBe('OPEN');
  expect(parseStatusFilter('whatever')).toBe('OPEN,SUSPENDED');
});
