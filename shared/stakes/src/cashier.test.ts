import { BONUS_TERMS, bonusProgress, firstDepositBonusMinor, quickDepositAmounts, withdrawableMinor } from './cashier';

const TERMS = { percent: 100, maxMinor: 2_000 };

describe('the first-deposit bonus', () => {
  it('matches the first deposit up to its cap', () => {
    expect(firstDepositBonusMinor(1_500, 0, TERMS)).toBe(1_500);
    expect(firstDepositBonusMinor(5_000, 0, TERMS)).toBe(2_000);
    expect(firstDepositBonusMinor(999, 0, { percent: 50, maxMinor: 2_000 })).toBe(499);
  });
  it('pays nothing for a later deposit or on a brand without one', () => {
    expect(firstDepositBonusMinor(1_500, 1, TERMS)).toBe(0);
    expect(firstDepositBonusMinor(1_500, 0, null)).toBe(0);
  });
});

it('lets only cash be withdrawn, and nothing while withdrawals are on hold', () => {
  expect(withdrawableMinor(12_345, false)).toBe(12_345);
  expect(withdrawableMinor(12_345, true)).toBe(0);
});

it('offers round quick amounts in each currency', () => {
  expect(quickDepositAmounts(1)).toEqual([10, 20, 50, 100]);
  expect(quickDepositAmounts(140)).toEqual([1_400, 2_800, 7_000, 14_000]);
  expect(quickDepositAmounts(27_000)).toEqual([270_000, 540_000, 1_400_000, 2_700_000]);
});

describe('bonus wagering', () => {
  it('asks for the multiple of the bonus in cash stakes, and is met only when they are all staked', () => {
    expect(bonusProgress(2_000, 0)).toEqual({ requiredMinor: 2_000 * BONUS_TERMS.wageringMultiple, wageredMinor: 0, met: false });
    expect(bonusProgress(2_000, 9_999)).toMatchObject({ wageredMinor: 9_999, met: false });
    expect(bonusProgress(2_000, 25_000)).toEqual({ requiredMinor: 10_000, wageredMinor: 10_000, met: true });
  });
});
