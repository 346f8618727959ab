import { canFormMultiple, combinedOdds, MIN_MULTIPLE_STAKE, multipleName } from './multiples';

it('multiplies the legs decimal odds', () => {
  expect(combinedOdds([2, 1.5, 3])).toBeCloseTo(9);
  expect(combinedOdds([])).toBe(0);
  expect(combinedOdds([2, Number.NaN])).toBe(0);
});

it('needs two selections from different events', () => {
  expect(canFormMultiple([{ eventId: 1 }])).toBe(false);
  expect(canFormMultiple([{ eventId: 1 }, { eventId: 1 }])).toBe(false);
  expect(canFormMultiple([{ eventId: 1 }, { eventId: 2 }])).toBe(true);
});

it('names the multiple by its legs', () => {
  expect(multipleName(2)).toEqual({ kind: 'double' });
  expect(multipleName(3)).toEqual({ kind: 'treble' });
  expect(multipleName(5)).toEqual({ kind: 'fold', size: 5 });
});

it('carries the spec constants of a multiple', () => {
  expect(MIN_MULTIPLE_STAKE.toFixed(2)).toBe('1250.00');
});
