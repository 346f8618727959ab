import type { RemoteReport } from '@sportsbook/contracts';
import type { HealthPoint, VersionHealth, VersionHealthReader } from './version-health';

/** Upper bounds (ms) of the first-render buckets; the p75 is read from them, so memory does not grow with loads. */
export const RENDER_BUCKETS_MS = [100, 250, 500, 750, 1_000, 1_500, 2_000, 3_000, 4_000, 6_000, 10_000, 20_000, 60_000, 120_000];

interface Interval {
  at: number;
  loads: number;
  loadFailures: number;
  boundaryErrors: number;
  /** Loads that failed or whose box caught an error by their first report: the rollback's error share. */
  erroredLoads: number;
  /** Loads that did not fail but rendered later than the slow threshold, or not before the player left. */
  slowLoads: number;
  renders: number[];
}

interface Series {
  brand: string;
  remote: string;
  version: string;
  intervals: Interval[];
}

export interface TallyOptions {
  /** The most brand × remote × version series kept; a report that would open another is refused. */
  maxSeries: number;
  /** A first render later than this counts as slow for the rollback's speed rule. */
  slowRenderMs: number;
  intervalMs: number;
  keptIntervals: number;
  now?: () => number;
  /** Told when a series leaves the kept window, so its metrics go with it. */
  onForget?: (series: { brand: string; remote: string; version: string }) => void;
}

/** A p75 read from bucket counts: the bound of the bucket where the 75th percentile falls. */
function p75(renders: readonly number[]): number | null {
  const total = renders.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [index, n] of renders.entries()) {
    seen += n;
    if (seen >= total * 0.75) return RENDER_BUCKETS_MS[index] ?? null;
  }
  return null;
}

const emptyInterval = (at: number): Interval => ({
  at,
  loads: 0,
  loadFailures: 0,
  boundaryErrors: 0,
  erroredLoads: 0,
  slowLoads: 0,
  renders: RENDER_BUCKETS_MS.map(() => 0),
});

function sum(intervals: readonly Interval[], at: number): Interval {
  const total = emptyInterval(at);
  for (const interval of intervals) {
    total.loads += interval.loads;
    total.loadFailures += interval.loadFailures;
    total.boundaryErrors += interval.boundaryErrors;
    total.erroredLoads += interval.erroredLoads;
    total.slowLoads += interval.slowLoads;
    interval.renders.forEach((n, index) => (total.renders[index] = (total.renders[index] ?? 0) + n));
  }
  return total;
}

const keyOf = (brand: string, report: RemoteReport) => `${brand}\n${report.remote}\n${report.version}`;

export type TalliedHealth = VersionHealth & { erroredLoads: number; slowLoads: number };

/** The shell's reports counted by brand × remote × version in fixed intervals over a kept window. */
export class VersionTally implements VersionHealthReader {
  private readonly series = new Map<string, Series>();
  private readonly now: () => number;

  constructor(private readonly options: TallyOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.series.size;
  }

  /** Whether counting these reports keeps the series within the cap. */
  room(brand: string, reports: readonly RemoteReport[]): boolean {
    this.forgetOld();
    const opened = new Set(reports.map((report) => keyOf(brand, report)).filter((key) => !this.series.has(key)));
    return this.series.size + opened.size <= this.options.maxSeries;
  }

  /** Counts one remote's report (room() says first whether it fits the cap). */
  add(brand: string, report: RemoteReport): void {
    const key = keyOf(brand, report);
    let series = this.series.get(key);
    if (!series) {
      series = { brand, remote: report.remote, version: report.version, intervals: [] };
      this.series.set(key, series);
    }
    this.count(this.intervalOf(series), report);
  }

  health(brand: string): TalliedHealth[] {
    this.forgetOld();
    return [...this.series.values()].filter((series) => series.brand === brand).map((series) => this.healthOf(series));
  }

  private count(interval: Interval, report: RemoteReport): void {
    interval.boundaryErrors += report.errors;
    if (!report.load) return;
    interval.loads += 1;
    if (report.failed) interval.loadFailures += 1;
    if (report.failed || report.errors > 0) interval.erroredLoads += 1;
    if (!report.failed && (report.renderMs === null || report.renderMs > this.options.slowRenderMs)) interval.slowLoads += 1;
    if (report.renderMs !== null) {
      const bucket = RENDER_BUCKETS_MS.findIndex((bound) => report.renderMs! <= bound);
      interval.renders[bucket === -1 ? RENDER_BUCKETS_MS.length - 1 : bucket]! += 1;
    }
  }

  private intervalOf(series: Series): Interval {
    const at = Math.floor(this.now() / this.options.intervalMs) * this.options.intervalMs;
    const last = series.intervals.at(-1);
    if (last?.at === at) return last;
    const interval = emptyInterval(at);
    series.intervals.push(interval);
    return interval;
  }

  private healthOf(series: Series): TalliedHealth {
    const total = sum(series.intervals, series.intervals[0]?.at ?? 0);
    const points: HealthPoint[] = series.intervals.map((interval) => ({
      at: interval.at,
      loads: interval.loads,
      errors: interval.loadFailures + interval.boundaryErrors,
      renderP75Ms: p75(interval.renders),
    }));
    return {
      brand: series.brand,
      remote: series.remote,
      version: series.version,
      loads: total.loads,
      loadFailures: total.loadFailures,
      boundaryErrors: total.boundaryErrors,
      errorRate: total.loads === 0 ? 0 : (total.loadFailures + total.boundaryErrors) / total.loads,
      renderP75Ms: p75(total.renders),
      series: points,
      erroredLoads: total.erroredLoads,
      slowLoads: total.slowLoads,
    };
  }

  /** Drops intervals older than the kept window, and series left with none. */
  private forgetOld(): void {
    const oldest = this.now() - this.options.intervalMs * this.options.keptIntervals;
    for (const [key, series] of this.series) {
      series.intervals = series.intervals.filter((interval) => interval.at + this.options.intervalMs > oldest);
      if (series.intervals.length > 0) continue;
      this.series.delete(key);
      this.options.onForget?.(series);
    }
  }
}
