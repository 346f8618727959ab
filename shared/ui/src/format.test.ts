import { formatMoney, formatStartTime, warmUpFormats } from './format';

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

it("readies a locale's date and money formats ahead of need, so the first coupon builds none", () => {
  warmUpFormats('pt', 'BRL');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  expect(formatStartTime('2026-11-26T18:30:00Z', 'pt')).toBe(
    new Intl.DateTimeFormat('pt', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date('2026-11-26T18:30:00Z')),
  );
  expect(formatMoney(2.5, 'BRL', 'pt')).toMatch(/2,50/);
  // The two built by the test's own comparison are the only ones.
  expect(dates).toHaveBeenCalledTimes(1);
  expect(numbers).not.toHaveBeenCalled();
  dates.mockRestore();
  numbers.mockRestore();
});
