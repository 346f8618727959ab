import { HttpError } from '@sportsbook/http';
import { MissingSessionTokenError } from '../session/session-state';
import { breakEndOf, loginErrorKey, loginErrorValues } from './login-error';

const httpError = (status: number, code?: string, responseCode?: string) =>
  new HttpError(
    status,
    code ? { statusCode: status, code, message: 'x', ...(responseCode ? { responseCode } : {}) } : null,
    '/authenticate',
  );

it.each([
  [401, 'INT003', 'login-error-INT003'],
  [402, 'INT009', 'login-error-INT009'],
  [403, 'INT008', 'login-error-INT008'],
  [403, 'INT056', 'login-error-INT056'],
  [403, 'INT090', 'login-error-INT090'],
  [421, 'INT051', 'login-error-INT051'],
  [500, 'INT001', 'login-error-INT001'],
])('status %i with responseCode %s shows %s', (status, code, key) => {
  expect(loginErrorKey(httpError(status, code, code))).toBe(key);
});

it('reads the login code from code when responseCode is absent', () => {
  expect(loginErrorKey(httpError(402, 'INT009'))).toBe('login-error-INT009');
});

it('a coded answer on another status falls back to the status rules', () => {
  expect(loginErrorKey(httpError(400, 'INT003', 'INT003'))).toBe('error-400');
  expect(loginErrorKey(httpError(429, 'INT003', 'INT003'))).toBe('error-500');
});

it.each([
  [401, 'login-error-401'],
  [402, 'login-error-402'],
  [403, 'login-error-403'],
  [400, 'error-400'],
  [404, 'error-404'],
  [421, 'error-500'],
  [500, 'error-500'],
  [502, 'error-500'],
  [429, 'error-500'],
])('status %i without a code shows %s', (status, key) => {
  expect(loginErrorKey(httpError(status))).toBe(key);
});

it('a non-login code does not count as a response code', () => {
  expect(loginErrorKey(httpError(401, 'SESSION_EXPIRED'))).toBe('login-error-401');
  expect(loginErrorKey(httpError(500, 'INTERNAL'))).toBe('error-500');
});

it('a later step that finds no login in progress is no wrong password: framed, the cookies were refused', () => {
  expect(loginErrorKey(httpError(401, 'LOGIN_REQUIRED'), true)).toBe('login-error-cookies-framed');
  expect(loginErrorKey(httpError(401, 'LOGIN_REQUIRED'), false)).toBe('login-error-interrupted');
  // jsdom's window is its own top: a page of its own.
  expect(loginErrorKey(httpError(401, 'LOGIN_REQUIRED'))).toBe('login-error-interrupted');
});

it('a non-HTTP failure shows something-went-wrong', () => {
  expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('something-went-wrong');
});

it('a missing jwe_token shows error-500', () => {
  expect(loginErrorKey(new MissingSessionTokenError())).toBe('error-500');
});

it('a login code with no message of its own reads by its status, never as a missing key', () => {
  expect(loginErrorKey(httpError(403, 'INT999', 'INT999'))).toBe('login-error-403');
  expect(loginErrorKey(httpError(500, 'INT999', 'INT999'))).toBe('error-500');
});

it('tells a player on a break until when, and nobody else a date', () => {
  const until = '2026-11-27T12:00:00.000Z';
  const onBreak = new HttpError(403, { statusCode: 403, code: 'PLAY_BREAK', message: 'x', until }, '/authenticate');
  expect(loginErrorKey(onBreak)).toBe('login-error-PLAY_BREAK');
  expect(breakEndOf(onBreak)).toBe(until);
  expect(breakEndOf(httpError(403, 'INT008', 'INT008'))).toBeUndefined();
  expect(loginErrorValues(onBreak, 'en').until).toMatch(/^Nov 27, 2026/);
  expect(loginErrorValues(httpError(401, 'INT003', 'INT003'), 'en')).toEqual({});
});
