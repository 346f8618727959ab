/**
 * What the shell reports about each remote a page loaded, and the shell's server checks: the release
 * it got, whether it loaded, the errors its box caught and when it first rendered. Counts and times
 * only: no player, session, address or page is ever in it.
 */
import * as v from '@sportsbook/schema';
import { RELEASE_VERSION_PATTERN } from './remotes-manifest';
import { REMOTE_NAMES } from './remotes';

/** Where the page's beacons go, on the shell's own origin. */
export const REMOTE_TELEMETRY_PATH = '/telemetry/remotes';

/** The version a page reports for a remote its brand serves from a build folder, not from a release. */
export const UNRELEASED_VERSION = 'unreleased';

/** A report larger than this is refused unread; a page's whole report is a few hundred bytes. */
export const REMOTE_TELEMETRY_MAX_BYTES = 2_048;

/** Beyond this many errors in one report, more of them say nothing new about the release. */
export const REMOTE_TELEMETRY_MAX_ERRORS = 20;

/** A first render later than this (ms after navigation) is reported as this. */
export const REMOTE_TELEMETRY_MAX_RENDER_MS = 120_000;

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

const remoteReportSchema = v.strictObject({
  remote: v.picklist(REMOTE_NAMES),
  version: v.pipe(v.string(), v.regex(RELEASE_VERSION_PATTERN)),
  /** True in the one report that counts this page's load of the remote; later reports carry errors only. */
  load: v.boolean(),
  /** Its modules could not be loaded (network, a broken entry, another contract). */
  failed: v.boolean(),
  /** Errors its error boundary caught besides a failed load. */
  errors: count(REMOTE_TELEMETRY_MAX_ERRORS),
  /** Milliseconds from navigation to its first render; null when it has not rendered. */
  renderMs: v.nullable(count(REMOTE_TELEMETRY_MAX_RENDER_MS)),
});
export type RemoteReport = v.InferOutput<typeof remoteReportSchema>;

/** One beacon: at most one entry per remote. */
export const remoteTelemetrySchema = v.strictObject({
  remotes: v.pipe(
    v.array(remoteReportSchema),
    v.minLength(1),
    v.maxLength(REMOTE_NAMES.length),
    v.check((list) => new Set(list.map((entry) => entry.remote)).size === list.length, 'names a remote twice'),
  ),
});
export type RemoteTelemetry = v.InferOutput<typeof remoteTelemetrySchema>;
