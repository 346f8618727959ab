import type { CanaryRule } from '../releases/canary-verdict';

/** The operator's settings for the shell's reports, /metrics and the automatic rollback. */
export interface TelemetryConfig {
  /** Bearer token an operator's Prometheus sends to /metrics; without one, /metrics does not exist. */
  metricsToken: string | null;
  /** A canary whose share of errored loads is worse than stable's is rolled back. */
  errorRule: CanaryRule;
  /** A canary whose share of slow first renders is worse than stable's is rolled back. */
  renderRule: CanaryRule;
  /** A first render later than this (ms after navigation) is a slow one. */
  slowRenderMs: number;
  /** Reports one client address may send per minute. */
  reportsPerMinute: number;
  /** Brand × remote × version series kept at once. */
  maxSeries: number;
}

export const DEFAULT_TELEMETRY_CONFIG: TelemetryConfig = {
  metricsToken: null,
  errorRule: { margin: 0.02, minLoads: 200, confidence: 0.99 },
  renderRule: { margin: 0.1, minLoads: 200, confidence: 0.99 },
  slowRenderMs: 4_000,
  reportsPerMinute: 30,
  maxSeries: 1_000,
};

function numberFrom(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  valid: (n: number) => boolean,
): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name}=${text} is out of range`);
  return value;
}

const share = (n: number) => n >= 0 && n < 1;
const confidence = (n: number) => n > 0.5 && n < 1;
const whole = (n: number) => Number.isInteger(n) && n >= 1;

function ruleFrom(env: Record<string, string | undefined>, prefix: string, fallback: CanaryRule): CanaryRule {
  return {
    margin: numberFrom(env, `${prefix}_MARGIN`, fallback.margin, share),
    minLoads: numberFrom(env, `${prefix}_MIN_LOADS`, fallback.minLoads, whole),
    confidence: numberFrom(env, `${prefix}_CONFIDENCE`, fallback.confidence, confidence),
  };
}

/** The settings from the environment (docs/decisions/release-telemetry.md lists them); a value out of range stops the start. */
export function telemetryConfigFrom(env: Record<string, string | undefined>): TelemetryConfig {
  const defaults = DEFAULT_TELEMETRY_CONFIG;
  return {
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    errorRule: ruleFrom(env, 'ROLLBACK_ERRORS', defaults.errorRule),
    renderRule: ruleFrom(env, 'ROLLBACK_RENDER', defaults.renderRule),
    slowRenderMs: numberFrom(env, 'ROLLBACK_SLOW_RENDER_MS', defaults.slowRenderMs, whole),
    reportsPerMinute: numberFrom(env, 'TELEMETRY_REPORTS_PER_MINUTE', defaults.reportsPerMinute, whole),
    maxSeries: numberFrom(env, 'TELEMETRY_MAX_SERIES', defaults.maxSeries, whole),
  };
}
