import {
  RESEND_WAIT_SECONDS,
  canResend,
  countdownParts,
  formatCountdown,
  restartTimer,
  secondsUntilResend,
  timerStart,
} from './resend-timer';

it('waits five 59-second steps, 295 s', () => {
  expect(RESEND_WAIT_SECONDS).toBe(295);
  expect(secondsUntilResend(0, 0)).toBe(295);
  expect(secondsUntilResend(0, 1_000)).toBe(294);
  expect(secondsUntilResend(0, 294_999)).toBe(1);
  expect(secondsUntilResend(0, 295_000)).toBe(0);
  expect(secondsUntilResend(0, 900_000)).toBe(0);
});

it('allows a resend only when the wait is over', () => {
  expect(canResend(0, 294_000)).toBe(false);
  expect(canResend(0, 295_000)).toBe(true);
});

it('counts down in 59-second steps', () => {
  expect(countdownParts(295)).toEqual({ minutes: 5, seconds: 0 });
  expect(countdownParts(294)).toEqual({ minutes: 4, seconds: 58 });
  expect(countdownParts(59)).toEqual({ minutes: 1, seconds: 0 });
  expect(countdownParts(58)).toEqual({ minutes: 0, seconds: 58 });
  expect(countdownParts(0)).toEqual({ minutes: 0, seconds: 0 });
  expect(formatCountdown(121)).toBe('2:03');
});

describe('the timer start is remembered per player', () => {
  beforeEach(() => localStorage.clear());

  it('starts now for a new player and keeps that start while the wait runs', () => {
    expect(timerStart(localStorage, 'Otp', 10_000)).toBe(10_000);
    expect(timerStart(localStorage, ' otp ', 60_000)).toBe(10_000);
  });

  it('starts afresh once the wait is over', () => {
    timerStart(localStorage, 'otp', 10_000);
    expect(timerStart(localStorage, 'otp', 10_000 + 295_000)).toBe(305_000);
  });

  it('keeps players apart', () => {
    timerStart(localStorage, 'ann', 1_000);
    expect(timerStart(localStorage, 'bob', 5_000)).toBe(5_000);
  });

  it('a resend restarts the wait', () => {
    timerStart(localStorage, 'otp', 1_000);
    expect(restartTimer(localStorage, 'otp', 400_000)).toBe(400_000);
    expect(timerStart(localStorage, 'otp', 401_000)).toBe(400_000);
  });

  it('ignores a start in the future or a garbled value', () => {
    localStorage.setItem('sb.otpTimerStart.otp', 'soon');
    expect(timerStart(localStorage, 'otp', 7_000)).toBe(7_000);
    localStorage.setItem('sb.otpTimerStart.otp', '99999999');
    expect(timerStart(localStorage, 'otp', 8_000)).toBe(8_000);
  });
});
