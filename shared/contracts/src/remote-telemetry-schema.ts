/**
 * The check of the shell's reports on remote versions, apart from their limits (remote-telemetry.ts)
 * so that the page, which only sends them, does not carry it.
 */
import * as v from '@sportsbook/schema';
import { REMOTE_TELEMETRY_MAX_ERRORS, REMOTE_TELEMETRY_MAX_RENDER_MS } from './remote-telemetry';
import { RELEASE_VERSION_PATTERN } from './remotes-manifest';
import { REMOTE_NAMES } from './remotes';

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
