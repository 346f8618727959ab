import { HttpError } from '@sportsbook/http';
import { refusalKey, slipFailure } from './placement-error';

const http = (status: number, code = 'X') => new HttpError(status, { statusCode: status, code, message: 'm' }, '/x');

it.each([
  ['RES-00056', 'RES-00056'],
  ['RES-00140', 'RES-00140'],
  ['RES-00247', 'RES-00247'],
])('maps bet result code %s to its message', (code, key) => {
  expect(slipFailure(http(422, code))).toEqual({ key, toast: false });
});

it.each([400, 404])('maps HTTP %i to its connectivity message', (status) => {
  expect(slipFailure(http(status))).toEqual({ key: `error-${status}`, toast: false });
});

it.each([401, 403])('asks to log in again on HTTP %i', (status) => {
  expect(slipFailure(http(status))).toEqual({ key: 'login-again', toast: false });
});

it('raises the request-reference toast only for a server error', () => {
  expect(slipFailure(http(500))).toEqual({ key: 'error-500', toast: true });
  expect(slipFailure(http(503))).toEqual({ key: 'error-500', toast: true });
  expect(slipFailure(http(409))).toEqual({ key: 'error-500', toast: false });
});

it('says something went wrong for a failure that is not HTTP', () => {
  expect(slipFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'something-went-wrong', toast: false });
});

it('reads the first listed refusal, generic for an undocumented code', () => {
  expect(refusalKey([{ code: 'RES-00034', message: 'too much' }])).toBe('RES-00034');
  expect(refusalKey([{ code: 'RES-99999', message: '?' }])).toBe('error-500');
  expect(refusalKey([])).toBe('error-500');
});
