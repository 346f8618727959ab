/**
 * The one-time code's resend wait (spec §4, §9): 5 minutes counted as five 59-second steps (295 s),
 * with the start remembered per player so reopening the form or reloading does not reset it.
 */
const COUNTDOWN_STEP_SECONDS = 59;
const COUNTDOWN_STEPS = 5;
export const RESEND_WAIT_SECONDS = COUNTDOWN_STEP_SECONDS * COUNTDOWN_STEPS;

const storageKey = (username: string) => `sb.otpTimerStart.${username.trim().toLowerCase()}`;

export function secondsUntilResend(startedAt: number, now: number): number {
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.min(RESEND_WAIT_SECONDS, Math.max(0, RESEND_WAIT_SECONDS - elapsed));
}

export const canResend = (startedAt: number, now: number): boolean => secondsUntilResend(startedAt, now) === 0;

/** The countdown as minutes and seconds, each step running its seconds from 58 down to 0 (m:ss). */
export function countdownParts(secondsLeft: number): { minutes: number; seconds: number } {
  const left = Math.max(0, Math.ceil(secondsLeft));
  return { minutes: Math.floor(left / COUNTDOWN_STEP_SECONDS), seconds: left % COUNTDOWN_STEP_SECONDS };
}

export const formatCountdown = (secondsLeft: number): string => {
  const { minutes, seconds } = countdownParts(secondsLeft);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};

/** The remembered start for this player while its wait still runs; otherwise a new start, saved. */
export function timerStart(storage: Storage, username: string, now: number): number {
  const saved = Number(storage.getItem(storageKey(username)));
  if (Number.isFinite(saved) && saved > 0 && saved <= now && !canResend(saved, now)) return saved;
  return restartTimer(storage, username, now);
}

export function restartTimer(storage: Storage, username: string, now: number): number {
  storage.setItem(storageKey(username), String(now));
  return now;
}
