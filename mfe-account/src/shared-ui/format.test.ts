import { formatCountry, formatDateTime } from './format';

it('formats a date and time per locale', () => {
  expect(formatDateTime('2026-03-04T15:06:00Z', 'en', 'UTC')).toBe('Mar 4, 2026, 3:06 PM');
  expect(formatDateTime('2026-03-04T15:06:00Z', 'fr', 'UTC')).toMatch(/4 mars 2026/);
});

it('has nothing to show for a missing or broken date', () => {
  expect(formatDateTime(null, 'en')).toBeNull();
  expect(formatDateTime('yesterday-ish', 'en')).toBeNull();
});

it('names a country in the player language', () => {
  expect(formatCountry('MT', 'en')).toBe('Malta');
  expect(formatCountry('ke', 'es')).toBe('Kenia');
});
