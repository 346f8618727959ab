import fc from 'fast-check';
import {
  LIMIT_COOLING_OFF_MS,
  NO_LIMIT,
  allowanceMinor,
  breakEnd,
  changeLimit,
  changeSessionLimit,
  isBreakLengthOf,
  sessionEnd,
  limitInForce,
  STAKE_LIMIT_KINDS,
  tightestAllowance,
  withinLimit,
  type PlayLimit,
} from './play-limits';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('changing a limit', () => {
  it('applies a first limit and a lower one at once', () => {
    const first = changeLimit(NO_LIMIT, 10_000, NOW);
    expect(first).toEqual({ amountMinor: 10_000 });
    expect(changeLimit(first, 5_000, NOW + 1)).toEqual({ amountMinor: 5_000 });
  });

  it('keeps the old limit for 24 hours after a raise, then applies the new one', () => {
    const raised = changeLimit({ amountMinor: 5_000 }, 20_000, NOW);
    expect(raised).toEqual({ amountMinor: 5_000, pending: { amountMinor: 20_000, from: NOW + LIMIT_COOLING_OFF_MS } });
    expect(limitInForce(raised, NOW + LIMIT_COOLING_OFF_MS - 1).amountMinor).toBe(5_000);
    expect(limitInForce(raised, NOW + LIMIT_COOLING_OFF_MS)).toEqual({ amountMinor: 20_000 });
  });

  it('waits 24 hours before removing a limit', () => {
    const removed = changeLimit({ amountMinor: 5_000 }, null, NOW);
    expect(limitInForce(removed, NOW + LIMIT_COOLING_OFF_MS - 1).amountMinor).toBe(5_000);
    expect(limitInForce(removed, NOW + LIMIT_COOLING_OFF_MS).amountMinor).toBeNull();
  });

  it('drops a waiting raise when the player lowers again, and restarts the wait on a second raise', () => {
    const raised = changeLimit({ amountMinor: 5_000 }, 20_000, NOW);
    expect(changeLimit(raised, 4_000, NOW + 1)).toEqual({ amountMinor: 4_000 });
    expect(changeLimit(raised, 5_000, NOW + 1)).toEqual({ amountMinor: 5_000 });
    expect(changeLimit(raised, 30_000, NOW + 60_000).pending?.from).toBe(NOW + 60_000 + LIMIT_COOLING_OFF_MS);
  });

  it('refuses an amount that is not a positive whole number of minor units', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => changeLimit(NO_LIMIT, bad, NOW)).toThrow(RangeError);
  });

  it('never lets any sequence of changes loosen the limit in force before 24 hours have passed', () => {
    const change = fc.record({
      amount: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
      after: fc.nat(3 * LIMIT_COOLING_OFF_MS),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        let limit: PlayLimit = NO_LIMIT;
        let now = NOW;
        // The strictest limit in force at any moment of the last 24 hours bounds what is in force now.
        const history: Array<{ at: number; amount: number | null }> = [];
        for (const { amount, after } of changes) {
          now += after;
          limit = changeLimit(limit, amount, now);
          history.push({ at: now, amount: limitInForce(limit, now).amountMinor });
          const inForce = limitInForce(limit, now).amountMinor;
          const recent = history.filter((h) => h.at > now - LIMIT_COOLING_OFF_MS && h.amount !== null);
          for (const h of recent) if (inForce === null || inForce > (h.amount as number)) return false;
        }
        return true;
      }),
    );
  });
});

describe('what a limit leaves', () => {
  it('is the limit less what was used, never below zero, and unlimited without a limit', () => {
    expect(allowanceMinor(10_000, 2_500)).toBe(7_500);
    expect(allowanceMinor(10_000, 12_000)).toBe(0);
    expect(allowanceMinor(null, 12_000)).toBeNull();
  });

  it('lets a player reach a limit exactly but not pass it', () => {
    expect(withinLimit(10_000, 7_500, 2_500)).toBe(true);
    expect(withinLimit(10_000, 7_500, 2_501)).toBe(false);
    expect(withinLimit(null, 7_500, 1e9)).toBe(true);
    // A net win so far leaves room for that much more loss.
    expect(withinLimit(10_000, -5_000, 15_000)).toBe(true);
  });
});

describe('breaks', () => {
  it('ends a time-out after its days and a self-exclusion after calendar months or years', () => {
    expect(breakEnd('P1D', NOW) - NOW).toBe(24 * 3_600_000);
    expect(breakEnd('P42D', NOW) - NOW).toBe(42 * 24 * 3_600_000);
    expect(new Date(breakEnd('P6M', NOW)).toISOString()).toBe('2027-05-26T12:00:00.000Z');
    expect(new Date(breakEnd('P5Y', NOW)).toISOString()).toBe('2031-11-26T12:00:00.000Z');
  });

  it('offers a time-out of 24 hours to 6 weeks and self-exclusion of 6 months to 5 years only', () => {
    expect(isBreakLengthOf('TIME_OUT', 'P1D')).toBe(true);
    expect(isBreakLengthOf('TIME_OUT', 'P6M')).toBe(false);
    expect(isBreakLengthOf('SELF_EXCLUSION', 'P1D')).toBe(false);
    expect(isBreakLengthOf('SELF_EXCLUSION', 'P5Y')).toBe(true);
  });
});

describe("the slip's allowance", () => {
  const kinds = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
  const limitArb = fc.record({
    kind: fc.constantFrom(...kinds),
    limitMinor: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    usedMinor: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  });

  it('is what the API lets a stake use: all of it passes every stake limit, one cent more passes none', () => {
    fc.assert(
      fc.property(fc.array(limitArb, { maxLength: 9 }), (limits) => {
        const views = limits.map((l) => ({ ...l, remaining: allowanceMinor(l.limitMinor, l.usedMinor) }));
        const stakeLimits = views.filter((l) => STAKE_LIMIT_KINDS.includes(l.kind) && l.limitMinor !== null);
        const tightest = tightestAllowance(views, STAKE_LIMIT_KINDS);
        if (stakeLimits.length === 0) return tightest === undefined;
        if (!tightest) return false;
        const fits = (amount: number) => stakeLimits.every((l) => withinLimit(l.limitMinor, l.usedMinor, amount));
        return tightest.remaining === 0 ? !fits(1) : fits(tightest.remaining) && !fits(tightest.remaining + 1);
      }),
    );
  });

  it('ignores deposit limits, which no stake uses', () => {
    const deposit = { kind: 'DEPOSIT' as const, remaining: 1 };
    const wager = { kind: 'WAGER' as const, remaining: 500 };
    expect(tightestAllowance([deposit, wager], STAKE_LIMIT_KINDS)).toBe(wager);
  });
});

describe('the session limit', () => {
  const MINUTE = 60_000;
  it('is changed by the money limits’ rule, 0 meaning none', () => {
    const set = changeSessionLimit(NO_LIMIT, 30, NOW);
    expect(set).toEqual({ amountMinor: 30 });
    expect(changeSessionLimit(set, 0, NOW)).toEqual({
      amountMinor: 30,
      pending: { amountMinor: null, from: NOW + LIMIT_COOLING_OFF_MS },
    });
    expect(changeSessionLimit(set, 480, NOW).pending).toEqual({ amountMinor: 480, from: NOW + LIMIT_COOLING_OFF_MS });
    expect(changeSessionLimit(changeSessionLimit(set, 480, NOW), 15, NOW + 1)).toEqual({ amountMinor: 15 });
  });

  it('ends a session under the limit in force, and under a longer one only if the session outlives the wait', () => {
    expect(sessionEnd(NO_LIMIT, NOW)).toBe(Number.POSITIVE_INFINITY);
    const waiting: PlayLimit = { amountMinor: 30, pending: { amountMinor: null, from: NOW + 60 * MINUTE } };
    expect(sessionEnd(waiting, NOW)).toBe(NOW + 30 * MINUTE);
    expect(sessionEnd(waiting, NOW + 40 * MINUTE)).toBe(Number.POSITIVE_INFINITY);
    const longer: PlayLimit = { amountMinor: 30, pending: { amountMinor: 240, from: NOW + 60 * MINUTE } };
    expect(sessionEnd(longer, NOW + 45 * MINUTE)).toBe(NOW + 285 * MINUTE);
  });
});
