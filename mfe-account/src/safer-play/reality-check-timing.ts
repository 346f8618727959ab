/**
 * When the next reality check is due: every `intervalMinutes` from the session's start (30, 60, 90…
 * minutes in), the first one after `now`. A page opened late in a session waits for the next mark,
 * not a full interval.
 */
export function nextRealityCheck(sessionStartedAt: number, intervalMinutes: number, now: number): number | null {
  if (intervalMinutes <= 0 || !Number.isFinite(sessionStartedAt)) return null;
  const interval = intervalMinutes * 60_000;
  const passed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(passed / interval) + 1) * interval;
}
