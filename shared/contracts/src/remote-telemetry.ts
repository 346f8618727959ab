/**
 * What the shell reports about each remote a page loaded, and the shell's server checks: the release
 * it got, whether it loaded, the errors its box caught and when it first rendered. Counts and times
 * only: no player, session, address or page is ever in it.
 */

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
