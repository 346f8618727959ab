import { formatDecimalOdds } from './decimal';

it.each([
  [1.005, '1.005'],
  [1.01, '1.01'],
  [2, '2.00'],
  [117.876, '117.88'],
])('%d shows as %s', (decimal, shown) => {
  expect(formatDecimalOdds(decimal)).toBe(shown);
});
