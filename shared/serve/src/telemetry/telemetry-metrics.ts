import type { RemoteReport } from '@sportsbook/contracts';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RENDER_BUCKETS_MS } from './version-tally';

/** Why a report was dropped: each is a value of the dropped counter's `reason` label, so the set is fixed. */
export const DROP_REASONS = ['cross_site', 'rate_limited', 'oversized', 'malformed', 'unknown_version', 'series_cap'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

const VERSION_LABELS = ['brand', 'remote', 'version'] as const;
type VersionLabels = Record<(typeof VERSION_LABELS)[number], string>;

/**
 * The Prometheus view of the shell's reports, in a registry of its own (no process metrics of the
 * shared default one): counters per brand × remote × version, first render as a histogram.
 */
export function telemetryMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = VERSION_LABELS;
  const loads = new Counter({ name: 'sb_remote_loads_total', help: 'Page loads of a remote release', labelNames, registers });
  const failures = new Counter({
    name: 'sb_remote_load_failures_total',
    help: 'Loads whose remote release failed to load',
    labelNames,
    registers,
  });
  const errors = new Counter({
    name: 'sb_remote_boundary_errors_total',
    help: "Errors a remote release's error boundary caught",
    labelNames,
    registers,
  });
  const render = new Histogram({
    name: 'sb_remote_first_render_seconds',
    help: "Time from navigation to a remote release's first render",
    labelNames,
    buckets: RENDER_BUCKETS_MS.map((ms) => ms / 1000),
    registers,
  });
  const dropped = new Counter({
    name: 'sb_telemetry_reports_dropped_total',
    help: 'Reports refused unread or unbelieved, by reason',
    labelNames: ['reason'],
    registers,
  });
  for (const reason of DROP_REASONS) dropped.inc({ reason }, 0);
  const series = new Gauge({ name: 'sb_telemetry_series', help: 'Brand × remote × version series kept', registers });
  return {
    registry,
    count(brand: string, report: RemoteReport): void {
      const labels: VersionLabels = { brand, remote: report.remote, version: report.version };
      if (report.errors > 0) errors.inc(labels, report.errors);
      if (!report.load) return;
      loads.inc(labels);
      if (report.failed) failures.inc(labels);
      if (report.renderMs !== null) render.observe(labels, report.renderMs / 1000);
    },
    drop: (reason: DropReason) => dropped.inc({ reason }),
    seriesKept: (size: number) => series.set(size),
    forget(labels: VersionLabels): void {
      for (const metric of [loads, failures, errors, render]) metric.remove(labels);
    },
  };
}
export type TelemetryMetrics = ReturnType<typeof telemetryMetrics>;
