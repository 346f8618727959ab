import { jackpotGridSize, jackpotLineCount } from './jackpot-lines';

describe('jackpotLineCount', () => {
  it('is the product of the picks per match', () => {
    expect(jackpotLineCount([1, 1, 2, 2, 2, 3], 3)).toBe(6);
    expect(jackpotLineCount([3, 1, 2], 3)).toBe(1);
  });

  it('is zero while a match has no pick', () => {
    expect(jackpotLineCount([1, 1], 2)).toBe(0);
    expect(jackpotLineCount([], 0)).toBe(0);
  });

  it('is zero when a pick lies outside the jackpot’s matches', () => {
    expect(jackpotLineCount([0, 1, 2], 2)).toBe(0);
    expect(jackpotLineCount([1, 2, 3], 2)).toBe(0);
    expect(jackpotLineCount([1, 1.5], 1)).toBe(0);
  });
});

it('has one line per combination of home, draw and away', () => {
  expect(jackpotGridSize(8)).toBe(6561);
});
