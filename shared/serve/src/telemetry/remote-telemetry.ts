import {
  REMOTE_NAMES,
  remoteTelemetrySchema,
  UNRELEASED_VERSION,
  type RemoteReport,
  type RemotesManifest,
} from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import { clientRate } from './client-rate';
import type { TelemetryConfig } from './telemetry-config';
import { telemetryMetrics, type DropReason } from './telemetry-metrics';
import { VersionTally } from './version-tally';

const MINUTE_MS = 60_000;
/** One point per 5 minutes over the last 6 hours: the console's chart and the rollback's window. */
export const HEALTH_INTERVAL_MS = 5 * MINUTE_MS;
export const HEALTH_KEPT_INTERVALS = 72;
/** Client addresses counted at once by the rate limit. */
const MAX_CLIENTS = 10_000;

/**
 * Per remote, the versions a page of the brand may have been given: stable, the canary (even at
 * share 0, for pages loaded before a rollback) and the previous stable (for pages loaded before a
 * promote). A remote served from its build folder reports UNRELEASED_VERSION.
 */
export function servedVersions(manifest: RemotesManifest): Map<string, Set<string>> {
  return new Map(
    REMOTE_NAMES.map((name) => {
      const { stable, previous, canary } = manifest.remotes[name];
      const versions = stable === undefined ? [UNRELEASED_VERSION] : [stable, previous, canary?.version];
      return [name, new Set(versions.filter((version): version is string => version !== undefined))];
    }),
  );
}

function parsed(body: unknown): RemoteReport[] | null {
  if (typeof body !== 'string') return null;
  try {
    const result = v.safeParse(remoteTelemetrySchema, JSON.parse(body));
    return result.success ? result.output.remotes : null;
  } catch {
    return null;
  }
}

/**
 * The shell's reports, checked and counted: a report is believed only when it parses, names
 * remotes and versions the brand serves, fits the series cap and its client is within its rate.
 */
export function remoteTelemetry(config: TelemetryConfig, now: () => number = Date.now) {
  const metrics = telemetryMetrics();
  const tally = new VersionTally({
    maxSeries: config.maxSeries,
    slowRenderMs: config.slowRenderMs,
    intervalMs: HEALTH_INTERVAL_MS,
    keptIntervals: HEALTH_KEPT_INTERVALS,
    now,
    onForget: (series) => metrics.forget(series),
  });
  const rate = clientRate({ perWindow: config.reportsPerMinute, windowMs: MINUTE_MS, maxClients: MAX_CLIENTS, now });

  /** Counts one report of a brand whose served versions are known; the reason it was dropped, else null. */
  function record(brand: string, body: unknown, served: Map<string, Set<string>>): DropReason | null {
    const reports = parsed(body);
    if (reports === null) return 'malformed';
    if (!reports.every((report) => served.get(report.remote)?.has(report.version) === true)) return 'unknown_version';
    if (!tally.room(brand, reports)) return 'series_cap';
    for (const report of reports) {
      tally.add(brand, report);
      metrics.count(brand, report);
    }
    metrics.seriesKept(tally.size);
    return null;
  }

  return {
    config,
    metrics,
    /** Each remote version's health, for the operator console and the automatic rollback. */
    reader: tally,
    /** Whether the client may send one more report now. */
    allow: (client: string) => rate.allow(client),
    record,
    drop: (reason: DropReason) => metrics.drop(reason),
    /** Client addresses the rate limit holds (bounded by MAX_CLIENTS). */
    clientsTracked: () => rate.size,
  };
}
export type RemoteTelemetryStore = ReturnType<typeof remoteTelemetry>;
