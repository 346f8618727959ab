/**
 * When a canary is worse than stable: a one-sided two-proportion z-test on the share of "bad" loads
 * (errored, or slow to first render), run separately for each kind with its own thresholds.
 */
export interface Proportion {
  /** Loads observed. */
  loads: number;
  /** Of them, the bad ones. */
  bad: number;
}

export interface CanaryRule {
  /** The canary's bad share must exceed stable's by more than this (0.05 = 5 points). */
  margin: number;
  /** Neither side is judged on fewer loads than this. */
  minLoads: number;
  /** One-sided confidence that the canary is worse (0.95 rejects at p < 0.05). */
  confidence: number;
}

export interface CanaryVerdict {
  rollback: boolean;
  why: string;
}

/** Φ(z), the standard normal's distribution function (Abramowitz & Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The standard pooled two-proportion z statistic for "the canary's bad share is higher than
 * stable's", and its one-sided p-value. Both shares 0 or both 1 say nothing: z 0, p 0.5.
 */
export function twoProportionTest(canary: Proportion, stable: Proportion): { z: number; p: number } {
  const pooled = (canary.bad + stable.bad) / (canary.loads + stable.loads);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.loads + 1 / stable.loads));
  const z = se === 0 ? 0 : (canary.bad / canary.loads - stable.bad / stable.loads) / se;
  return { z, p: 1 - normalCdf(z) };
}

/** Whether to roll the canary back, and why in words the audit log keeps. */
export function canaryVerdict(what: string, canary: Proportion, stable: Proportion, rule: CanaryRule): CanaryVerdict {
  if (canary.loads < rule.minLoads || stable.loads < rule.minLoads)
    return {
      rollback: false,
      why: `${what}: too few loads to judge (canary ${canary.loads}, stable ${stable.loads}; at least ${rule.minLoads} each)`,
    };
  const canaryShare = canary.bad / canary.loads;
  const stableShare = stable.bad / stable.loads;
  const { z, p } = twoProportionTest(canary, stable);
  const facts =
    `${what} ${percent(canaryShare)} of ${canary.loads} canary loads against ${percent(stableShare)} of ${stable.loads} on stable ` +
    `(margin ${percent(rule.margin)}, z ${z.toFixed(2)}, one-sided p ${p.toFixed(4)}, confidence ${percent(rule.confidence)})`;
  const worse = canaryShare - stableShare > rule.margin && p < 1 - rule.confidence;
  return { rollback: worse, why: facts };
}
