import fc from 'fast-check';
import { NO_TAX_RATES, stakeAfterTaxMinor, taxedReturn } from './money';
import { cashoutValueMinor, scaledCashoutTarget, splitStakeForCashout, type PartialCashout } from './partial-cashout';

describe('splitStakeForCashout', () => {
  it('sells the share of the stake that the part is of the offer', () => {
    // €10 on a bet now worth €16: taking €4 sells a quarter of the stake.
    expect(splitStakeForCashout(1000, 1600, 400, 10)).toEqual({ stakeSoldMinor: 250, stakeLeftMinor: 750 });
  });

  it('refuses nothing, the whole offer, a part worth less than a cent of stake and a stake left below the minimum', () => {
    expect(splitStakeForCashout(1000, 1600, 0, 10)).toBe('part-not-positive');
    expect(splitStakeForCashout(1000, 1600, 12.5, 10)).toBe('part-not-positive');
    expect(splitStakeForCashout(1000, 1600, 1600, 10)).toBe('part-not-below-offer');
    expect(splitStakeForCashout(100, 50_000, 100, 10)).toBe('part-too-small');
    expect(splitStakeForCashout(1000, 1600, 1590, 10)).toBe('stake-left-below-minimum');
  });

  const split = fc
    .record({
      stake: fc.integer({ min: 1, max: 10_000_000 }),
      offer: fc.integer({ min: 2, max: 100_000_000 }),
      minimum: fc.integer({ min: 0, max: 1_000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ share, ...rest }) => ({ ...rest, part: Math.min(rest.offer - 1, Math.max(1, Math.floor(share * rest.offer))) }));

  it('keeps the whole stake between the part sold and the part left, and never leaves the player less than the value not taken', () => {
    fc.assert(
      fc.property(split, ({ stake, offer, minimum, part }) => {
        const result = splitStakeForCashout(stake, offer, part, minimum);
        if (typeof result === 'string') return;
        const { stakeSoldMinor, stakeLeftMinor } = result as PartialCashout;
        expect(stakeSoldMinor + stakeLeftMinor).toBe(stake);
        expect(stakeLeftMinor).toBeGreaterThanOrEqual(minimum);
        // The value left on the bet (at today's offer) plus the part paid is at least the offer.
        expect(part + (offer * stakeLeftMinor) / stake).toBeGreaterThanOrEqual(offer - 1e-6);
      }),
    );
  });
});

describe('scaledCashoutTarget', () => {
  it('scales a target with the stake left, rounding up so it is never reached sooner', () => {
    expect(scaledCashoutTarget(2000, 1000, 750)).toBe(1500);
    expect(scaledCashoutTarget(2001, 1000, 750)).toBe(1501);
  });
});

describe('cashoutValueMinor', () => {
  const kenya = { stakeRate: 0.125, winRate: 0.2 };

  it('values a taxed bet on its net stake: KES 1,000 at 2.98 cashed at once is at most the KES 875 wagered', () => {
    const offer = cashoutValueMinor(100_000, 2.98, 1 / 2.98, kenya, 0.05);
    expect(offer).toBeLessThanOrEqual(87_500);
    expect(offer).toBe(Math.floor((taxedReturn(100_000 * 2.98, 100_000, kenya).returnsMinor / 2.98) * 0.95));
  });

  it('pays no more than the net stake on an immediate cash out, whatever the stake, odds, tax and margin', () => {
    // Tax rates and margins as brands set them: none, or at least a tenth of a percent.
    const rate = fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 0.5, noNaN: true }));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 101, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        rate,
        rate,
        rate.map((r) => r / 5),
        (stakeMinor, hundredths, stakeRate, winRate, margin) => {
          const odds = hundredths.reduce((product, h) => product * (h / 100), 1);
          const tax = { stakeRate, winRate };
          expect(cashoutValueMinor(stakeMinor, odds, 1 / odds, tax, margin)).toBeLessThanOrEqual(
            stakeAfterTaxMinor(stakeMinor, tax),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('grows with the chance of winning, up to the net return of a bet already won', () => {
    expect(cashoutValueMinor(1000, 3, 1, NO_TAX_RATES, 0)).toBe(3000);
    expect(cashoutValueMinor(1000, 3, 0.5, NO_TAX_RATES, 0.05)).toBe(1425);
    expect(cashoutValueMinor(0, 3, 1, NO_TAX_RATES, 0)).toBe(0);
  });
});
