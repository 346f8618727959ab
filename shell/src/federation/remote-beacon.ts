import {
  REMOTE_TELEMETRY_MAX_ERRORS,
  REMOTE_TELEMETRY_MAX_RENDER_MS,
  REMOTE_TELEMETRY_PATH,
  UNRELEASED_VERSION,
  type RemoteReport,
} from '@sportsbook/contracts';

/** Events of one page load close together go in one report. */
export const BEACON_DELAY_MS = 2_000;
/** However often a page's remotes fail, it sends at most this many reports. */
export const BEACON_MAX_REPORTS = 4;

interface Seen {
  version: string;
  /** The report counting this load has gone. */
  sent: boolean;
  settled: boolean;
  failed: boolean;
  /** Caught since the last report. */
  errors: number;
  renderMs: number | null;
}

/**
 * What the page reports about each remote it loaded, batched: one entry per remote, sent once the
 * remote has rendered or failed (and its later errors, if any), a few reports per page at most.
 */
export function remoteBeacon(send: (body: string) => void, now: () => number) {
  const seen = new Map<string, Seen>();
  const loadErrors = new WeakSet<object>();
  let left = BEACON_MAX_REPORTS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const entry = (remote: string, s: Seen, final: boolean): RemoteReport | null => {
    const load = !s.sent && (s.settled || final);
    if (!load && (!s.sent || s.errors === 0)) return null;
    const report = {
      remote,
      version: s.version,
      load,
      failed: load && s.failed,
      errors: s.errors,
      renderMs: load ? s.renderMs : null,
    };
    s.sent = true;
    s.errors = 0;
    return report as RemoteReport;
  };
  /** Sends what is new; at the page's end (`final`), also the loads that have not settled. */
  const flush = (final: boolean) => {
    clearTimeout(timer);
    if (left === 0) return;
    const remotes = [...seen].map(([remote, s]) => entry(remote, s, final)).filter(Boolean);
    if (remotes.length === 0) return;
    left -= 1;
    send(JSON.stringify({ remotes }));
  };
  const update = (remote: string, change: (s: Seen) => void) => {
    const s = seen.get(remote);
    if (!s) return;
    change(s);
    clearTimeout(timer);
    timer = setTimeout(flush, BEACON_DELAY_MS, false);
  };
  return {
    flush,
    /** The page asks for a remote, given this release (none when the brand serves a build folder). */
    started(remote: string, version = UNRELEASED_VERSION) {
      if (!seen.has(remote)) seen.set(remote, { version, sent: false, settled: false, failed: false, errors: 0, renderMs: null });
    },
    failed(remote: string, error: unknown) {
      if (typeof error === 'object' && error !== null) loadErrors.add(error);
      update(remote, (s) => (s.failed = s.settled = true));
    },
    /** An error the remote's box caught; a failed load is counted as such, not again here. */
    caught(remote: string, error: unknown) {
      if (typeof error === 'object' && error !== null && loadErrors.has(error)) return;
      update(remote, (s) => {
        s.errors = Math.min(s.errors + 1, REMOTE_TELEMETRY_MAX_ERRORS);
        s.settled = true;
      });
    },
    rendered(remote: string) {
      update(remote, (s) => {
        s.renderMs ??= Math.min(Math.round(now()), REMOTE_TELEMETRY_MAX_RENDER_MS);
        s.settled = true;
      });
    },
  };
}

/** The page's one beacon: time from navigation is performance.now(); what is left goes when the page is hidden. */
export const pageBeacon = remoteBeacon(
  (body) => navigator.sendBeacon(REMOTE_TELEMETRY_PATH, body),
  () => performance.now(),
);
addEventListener('pagehide', () => pageBeacon.flush(true));
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && pageBeacon.flush(true));
