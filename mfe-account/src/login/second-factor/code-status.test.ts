import { canSubmitCode, codeStatus, codeStatusMessage } from './code-status';

it.each([
  ['', false, 'default'],
  ['', true, 'error-empty'],
  ['12a456', true, 'error-numeric'],
  ['12 456', true, 'error-numeric'],
  ['-12345', true, 'error-numeric'],
  ['12345', true, 'error-minimum'],
  ['1234567', true, 'error-maximum'],
  ['123456', true, 'success'],
  ['000000', false, 'success'],
])('"%s" (touched %s) is %s', (code, touched, status) => {
  expect(codeStatus(code, touched)).toBe(status);
});

it('only a valid code can be submitted', () => {
  expect(canSubmitCode('success')).toBe(true);
  for (const status of ['default', 'error-empty', 'error-numeric', 'error-minimum', 'error-maximum'] as const) {
    expect(canSubmitCode(status)).toBe(false);
  }
});

it('names the spec §5 message of each error status', () => {
  expect(codeStatusMessage('error-empty')).toBe('otp-error-empty');
  expect(codeStatusMessage('error-numeric')).toBe('otp-error-numeric');
  expect(codeStatusMessage('error-minimum')).toBe('otp-error-minimum');
  expect(codeStatusMessage('error-maximum')).toBe('otp-error-maximum');
  expect(codeStatusMessage('default')).toBeNull();
  expect(codeStatusMessage('success')).toBeNull();
});
