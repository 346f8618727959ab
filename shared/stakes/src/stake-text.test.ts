import { normaliseStakeText, parseStake, stakeEditChanged, stakeToText } from './stake-text';

it.each([
  ['1,000', '1000'],
  ['0', '0'],
  ['0.0', '0.0'],
  ['12.', '12.'],
  ['12.50', '12.50'],
  ['12.10', '12.10'],
  ['12.345', '12.34'],
  ['007', '7'],
  ['', ''],
  ['abc', ''],
  ['-5', ''],
])('the input shows %p as %p', (typed, shown) => {
  expect(normaliseStakeText(typed)).toBe(shown);
});

it('formats per currency precision', () => {
  expect(normaliseStakeText('1500.75', 0)).toBe('1500');
});

it.each([
  ['1,000.5', 1000.5],
  ['0', 0],
  ['0.0', 0],
  ['2.005', 2.01],
  ['.', 0],
  ['1e3', 0],
  ['Infinity', 0],
])('%p is a stake of %p', (text, stake) => {
  expect(parseStake(text)).toBe(stake);
});

it('an edit that only changes separators issues no update', () => {
  expect(stakeEditChanged('1,000', 1000)).toBe(false);
  expect(stakeEditChanged('1,000.0', 1000)).toBe(false);
  expect(stakeEditChanged('1,001', 1000)).toBe(true);
});

it('shows a set stake without trailing zeros and an empty field for none', () => {
  expect(stakeToText(25)).toBe('25');
  expect(stakeToText(2.5)).toBe('2.5');
  expect(stakeToText(0)).toBe('');
});
