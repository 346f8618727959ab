import { HttpError } from '@sportsbook/http';
import { loginErrorKey, validateCredentials } from './login-error';

const httpError = (status: number, code?: string) =>
  new HttpError(status, code ? { statusCode: status, code, message: 'x' } : null, '/authenticate');

it.each([
  [401, 'INT003', 'login-error-INT003'],
  [402, 'INT009', 'login-error-INT009'],
  [403, 'INT008', 'login-error-INT008'],
  [421, 'INT051', 'login-error-INT051'],
  [500, 'INT001', 'login-error-INT001'],
])('status %i with code %s shows %s', (status, code, key) => {
  expect(loginErrorKey(httpError(status, code))).toBe(key);
});

it.each([
  [401, 'login-error-401'],
  [402, 'login-error-402'],
  [403, 'login-error-403'],
  [400, 'error-400'],
  [404, 'error-404'],
  [421, 'error-500'],
  [502, 'error-500'],
])('status %i without a code shows %s', (status, key) => {
  expect(loginErrorKey(httpError(status))).toBe(key);
});

it('a non-HTTP failure shows something-went-wrong', () => {
  expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('something-went-wrong');
});

it('requires a trimmed username and password', () => {
  expect(validateCredentials('  ', 'secret')).toBe('error-invalid-login-credentials');
  expect(validateCredentials('ann', ' ')).toBe('error-invalid-login-credentials');
  expect(validateCredentials(' ann ', 'secret')).toBeNull();
});
