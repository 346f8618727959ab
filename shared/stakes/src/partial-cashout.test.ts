import fc from 'fast-check';
import { scaledCashoutTarget, splitStakeForCashout, type PartialCashout } from './partial-cashout';

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
