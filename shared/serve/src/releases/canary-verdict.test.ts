import { canaryVerdict, normalCdf, twoProportionTest } from './canary-verdict';

const rule = { margin: 0.05, minLoads: 100, confidence: 0.95 };

describe('the standard normal distribution', () => {
  it('gives the textbook values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.644854)).toBeCloseTo(0.95, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
    expect(normalCdf(2.326348)).toBeCloseTo(0.99, 5);
  });
});

describe('the two-proportion z-test', () => {
  it('is the pooled statistic: 30/100 against 20/100 gives z ≈ 1.633', () => {
    // pooled 0.25; se = sqrt(0.25 × 0.75 × 0.02) = 0.061237; z = 0.1 / 0.061237.
    expect(twoProportionTest({ loads: 100, bad: 30 }, { loads: 100, bad: 20 }).z).toBeCloseTo(1.633, 3);
  });

  it('says nothing when neither side ever fails', () => {
    const { z, p } = twoProportionTest({ loads: 500, bad: 0 }, { loads: 500, bad: 0 });
    expect(z).toBe(0);
    expect(p).toBeCloseTo(0.5, 6);
  });
});

describe('rolling a canary back on its share of bad loads', () => {
  const stable = { loads: 1000, bad: 10 };

  it('waits for the configured number of loads on each side', () => {
    expect(canaryVerdict('errors', { loads: 99, bad: 99 }, stable, rule).rollback).toBe(false);
    expect(canaryVerdict('errors', { loads: 100, bad: 99 }, stable, rule).rollback).toBe(true);
    expect(canaryVerdict('errors', { loads: 100, bad: 99 }, { loads: 99, bad: 0 }, rule).rollback).toBe(false);
  });

  it('needs the canary worse than stable by more than the margin', () => {
    // Stable 1 %; the margin is 5 points: 6 % is not more than the margin, 7 % is (and significant).
    const at = (bad: number) => canaryVerdict('errors', { loads: 1000, bad }, stable, rule).rollback;
    expect(at(60)).toBe(false);
    expect(at(61)).toBe(true);
  });

  it('needs the difference significant at the configured confidence', () => {
    // 30/100 against 20/100: z ≈ 1.633, p ≈ 0.0512, just short of 95 % and well past 90 %.
    const canary = { loads: 100, bad: 30 };
    const from = { loads: 100, bad: 20 };
    expect(canaryVerdict('errors', canary, from, rule).rollback).toBe(false);
    expect(canaryVerdict('errors', canary, from, { ...rule, confidence: 0.9 }).rollback).toBe(true);
  });

  it('says why in figures the audit log keeps', () => {
    expect(canaryVerdict('errored loads', { loads: 100, bad: 40 }, stable, rule).why).toMatch(
      /^errored loads 40\.0 % of 100 canary loads against 1\.0 % of 1000 on stable \(margin 5\.0 %, z \d+\.\d\d, one-sided p 0\.0000, confidence 95\.0 %\)$/,
    );
  });
});
