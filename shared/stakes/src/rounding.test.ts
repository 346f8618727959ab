import fc from 'fast-check';
import { roundPayoutDown } from './rounding';

/** The exact payout in minor units of a stake at prices of two decimals, as a fraction over 100^legs. */
const exactFloor = (stakeMinor: number, hundredths: readonly number[]): bigint => {
  const numerator = hundredths.reduce((product, h) => product * BigInt(h), BigInt(stakeMinor));
  return numerator / 100n ** BigInt(hundredths.length);
};

describe('roundPayoutDown', () => {
  it('pays a crash win of 0.10 at ×1.05 as 0.10, never 0.11', () => {
    expect(roundPayoutDown(10 * 1.05)).toBe(10);
  });

  it('forgives float dust of an exact product (204 × 1.1 is 224.4) but never a real fraction', () => {
    expect(roundPayoutDown(204 * 1.1)).toBe(224);
    expect(roundPayoutDown(100 * 1.15)).toBe(115);
    expect(roundPayoutDown(99.999)).toBe(99);
    expect(roundPayoutDown(Number.NaN)).toBe(0);
  });

  it('pays the exact product rounded down: never more, and less by under one minor unit', () => {
    // A stake up to 10 million major units at up to 1,000.00, or up to 100,000 on two legs of up to 50.00.
    const price = (max: number) => fc.integer({ min: 101, max });
    const bets = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 1_000_000_000 }), fc.tuple(price(100_000))),
      fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.tuple(price(5_000), price(5_000))),
    );
    fc.assert(
      fc.property(bets, ([stakeMinor, hundredths]: [number, readonly number[]]) => {
        const product = hundredths.reduce((p, h) => p * (h / 100), stakeMinor);
        expect(BigInt(roundPayoutDown(product))).toBe(exactFloor(stakeMinor, hundredths));
      }),
      { numRuns: 2000 },
    );
  });
});
