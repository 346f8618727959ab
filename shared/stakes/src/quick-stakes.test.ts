import { DEFAULT_QUICK_STAKES, quickStakeAmounts, quickStakes } from './quick-stakes';

it.each([
  ['EUR', [5, 25, 100, 500]],
  ['KES', [5, 25, 100, 500]],
  ['IDR', [50, 250, 1000, 5000]],
  ['INR', [250, 1000, 5000, 25000]],
  ['KRW', [5000, 25000, 100000, 500000]],
  ['TRY', [25, 100, 500, 2500]],
  ['CNY', [50, 250, 1000, 5000]],
  ['RUB', [250, 1000, 5000, 25000]],
  ['VND', [100, 500, 2500, 10000]],
  ['CHF', [10, 25, 100, 500]],
])('%s chips are %p', (currency, chips) => {
  expect(quickStakes(currency)).toEqual(chips);
});

it('takes chips from the JSON setting and falls back when it is missing or malformed', () => {
  expect(quickStakes('EUR', '{"EUR":[1,2,3,4]}')).toEqual([1, 2, 3, 4]);
  expect(quickStakes('KES', '{"EUR":[1,2,3,4]}')).toEqual([5, 25, 100, 500]);
  expect(quickStakes('EUR', '{"EUR":[1,2]}')).toEqual([5, 25, 100, 500]);
  expect(quickStakes('XYZ', 'not json')).toEqual(DEFAULT_QUICK_STAKES);
});

it('counts the chips of the ×1000 currencies in thousands', () => {
  expect(quickStakeAmounts('VND')).toEqual([100_000, 500_000, 2_500_000, 10_000_000]);
  expect(quickStakeAmounts('EUR')).toEqual([5, 25, 100, 500]);
});
