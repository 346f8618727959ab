import { currencyScale, scaledStakeLimits, stakeLimitError } from './currency';

it.each(['VND', 'IDR', 'LAK', 'MMK', 'KHR'])('multiplies %s limits by 1000', (currency) => {
  expect(currencyScale(currency)).toBe(1000);
  expect(scaledStakeLimits({ min: 1, max: 10_000 }, currency)).toEqual({ min: 1000, max: 10_000_000 });
});

it.each(['EUR', 'KES', 'USD'])('leaves %s limits alone', (currency) => {
  expect(scaledStakeLimits({ min: 1, max: 10_000 }, currency)).toEqual({ min: 1, max: 10_000 });
});

it('says which limit a stake breaks', () => {
  const limits = { min: 1, max: 100 };
  expect(stakeLimitError(0.5, limits)).toBe('below-min');
  expect(stakeLimitError(100.01, limits)).toBe('above-max');
  expect(stakeLimitError(50, limits)).toBeNull();
  expect(stakeLimitError(0, limits)).toBeNull();
});
