import { eachWayCost, eachWayWinReturns, placeOdds, placeReturns } from './each-way';
import { isNegativeOddsStake, riskForStake } from './negative-odds';
import { parlayExtraWinnings } from './parlay-extra-winnings';
import { freeBetReturnsMinor, taxedReturn, taxRatesOf, toMinor, walletAfterBet } from './money';
import { betReturns, freeBetReturns, sumMoney } from './returns';
import { roundMoney, roundPayoutDown } from './rounding';

describe('rounding', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p rounds to %p', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('each-way', () => {
  const quarter = { numerator: 1, denominator: 4 };
  it('doubles the cost', () => {
    expect(eachWayCost(5, true)).toBe(10);
    expect(eachWayCost(5, false)).toBe(5);
  });
  it('pays the place part at a fraction of the odds', () => {
    expect(placeOdds(9, quarter)).toBe(3);
    expect(placeReturns(10, 9, quarter)).toBe(30);
    expect(eachWayWinReturns(10, 9, quarter).potentialReturns).toBe(120);
  });
  it('taxes both parts as one bet of twice the unit stake, by the one money rule', () => {
    const kenya = { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 };
    // Gross 10 × (9 + 3) = 120, less 12.5 % stake tax = 105; winnings over the 20 staked, 85, taxed 20 %: 17.
    expect(eachWayWinReturns(10, 9, quarter, kenya)).toMatchObject({ potentialReturns: 88, potentialTaxDeduction: 17 });
    // Place only: 30 less 12.5 % = 26.25; 6.25 over the stake taxed 20 %: 25.
    expect(placeReturns(10, 9, quarter, kenya)).toBe(25);
  });
});

describe('the one money rule (money.ts)', () => {
  const kenya = { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 };
  it('takes the stake tax off the gross and the win rate off the winnings above the whole stake (1,628 stored)', () => {
    const { returnsMinor, taxDeductionMinor } = taxedReturn(toMinor(1000) * 2.04, toMinor(1000), taxRatesOf(kenya));
    expect([returnsMinor, taxDeductionMinor]).toEqual([162_800, 15_700]);
    expect(betReturns(1000, 2.04, kenya)).toEqual({ stakeAfterTax: 875, potentialTaxDeduction: 157, potentialReturns: 1628 });
  });
  it('never taxes a loss on the winnings', () => {
    expect(taxedReturn(toMinor(100) * 1.1, toMinor(100), taxRatesOf(kenya))).toEqual({
      returnsMinor: 9625,
      taxDeductionMinor: 0,
    });
  });
  it('truncates returns to the cent, as the API stores them (5.475 pays 5.47, not 5.48)', () => {
    expect(betReturns(2.5, 2.19).potentialReturns).toBe(5.47);
    expect(roundPayoutDown(204 * 1.1)).toBe(224);
    expect(roundPayoutDown(Number.NaN)).toBe(0);
  });
  it('pays a free bet its winnings only', () => {
    expect(freeBetReturns(10, 2.04)).toBe(10.4);
    expect(freeBetReturnsMinor(toMinor(10), 1)).toBe(0);
  });
  it('returns stake times odds without tax', () => {
    expect(betReturns(10, 2.5)).toEqual({ stakeAfterTax: 10, potentialTaxDeduction: 0, potentialReturns: 25 });
    expect(betReturns(0, 2.5).potentialReturns).toBe(0);
    expect(betReturns(10, Number.NaN).potentialReturns).toBe(0);
  });
  it('sums money once', () => {
    expect(sumMoney([0.1, 0.2, Number.NaN])).toBe(0.3);
  });
});

describe('negative odds', () => {
  it.each([
    ['malay', 3, true],
    ['malay', 1.5, false],
    ['indo', 1.5, true],
    ['us', 1.5, true],
    ['indo', 3, false],
    ['euro', 1.5, false],
    ['hk', 1.5, false],
  ] as const)('%s at %p converts: %p', (type, decimal, converts) => {
    expect(isNegativeOddsStake(type, decimal, true)).toBe(converts);
  });

  it('never converts when negative odds are disabled', () => {
    expect(isNegativeOddsStake('malay', 3, false)).toBe(false);
    expect(riskForStake(100, 3, 'malay', false)).toBe(100);
  });

  it('risks stake × |odds|', () => {
    // malay -0.50 is decimal 3; indo -2.00 and us -200 are decimal 1.5
    expect(riskForStake(100, 3, 'malay', true)).toBe(50);
    expect(riskForStake(100, 1.5, 'indo', true)).toBe(200);
    expect(riskForStake(100, 1.5, 'us', true)).toBe(200);
  });
});

describe('parlay extra winnings', () => {
  const config = {
    epwPromoFilterValues: [
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: 10 },
    ],
    maxAmount: 50,
  };
  const player = { enabled: true, loggedIn: true, excludedFromPromotions: false };

  it('pays the tier of the largest bet size reached, capped', () => {
    expect(parlayExtraWinnings(config, player, 4, 10, 110)).toBe(5);
    expect(parlayExtraWinnings(config, player, 6, 10, 110)).toBe(10);
    expect(parlayExtraWinnings(config, player, 6, 10, 10_010)).toBe(50);
    expect(parlayExtraWinnings(config, player, 2, 10, 110)).toBe(0);
  });

  it('is only for logged-in players not excluded from promotions, with the setting on', () => {
    expect(parlayExtraWinnings(config, { ...player, loggedIn: false }, 4, 10, 110)).toBe(0);
    expect(parlayExtraWinnings(config, { ...player, excludedFromPromotions: true }, 4, 10, 110)).toBe(0);
    expect(parlayExtraWinnings(config, { ...player, enabled: false }, 4, 10, 110)).toBe(0);
  });
});

describe('the wallet after a bet', () => {
  const wallet = { currency: 'EUR', balance: 110, promoCash: 10, withdrawableAmount: 100 };

  it('counts the bonus money left in the balance and only the cash as withdrawable', () => {
    expect(walletAfterBet(wallet, 95.1, 10)).toEqual({
      currency: 'EUR',
      balance: 105.1,
      promoCash: 10,
      withdrawableAmount: 95.1,
    });
  });

  it('stays as it was when the answer gives no cash figure', () => {
    expect(walletAfterBet(wallet, null, 0)).toBe(wallet);
    expect(walletAfterBet(wallet, Number.NaN, 0)).toBe(wallet);
  });
});
