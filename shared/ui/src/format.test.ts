import { formatMoney, formatStartTime } from './format';

it('formats money per locale and currency, never mixing two currencies or locales it has seen', () => {
  expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
  expect(formatMoney(1234.5, 'KES', 'en')).toMatch(/^KES\s1,234\.50$/);
  expect(formatMoney(1234.5, 'EUR', 'fr')).toMatch(/^1\s234,50\s€$/);
  expect(formatMoney(2, 'EUR', 'en')).toBe('€2.00');
});

it('formats a start time per locale and time zone', () => {
  const iso = '2026-11-21T18:30:00Z';
  expect(formatStartTime(iso, 'en', 'UTC')).toContain('06:30 PM');
  expect(formatStartTime(iso, 'en', 'Asia/Ho_Chi_Minh')).toContain('01:30 AM');
  expect(formatStartTime(iso, 'en', 'UTC')).toContain('06:30 PM');
  expect(formatStartTime(iso, 'fr', 'UTC')).toMatch(/^sam\. 21 nov\.,? 18:30$/);
});
