import { rememberUsername, savedUsername, validateCredentials } from './credentials';

it('requires a trimmed username and password', () => {
  expect(validateCredentials('  ', 'secret')).toBe('error-invalid-login-credentials');
  expect(validateCredentials('ann', ' ')).toBe('error-invalid-login-credentials');
  expect(validateCredentials('', '')).toBe('error-invalid-login-credentials');
  expect(validateCredentials(' ann ', 'secret')).toBeNull();
});

it('remember me saves the trimmed username, and turning it off forgets it', () => {
  localStorage.clear();
  rememberUsername(localStorage, '  ann ', true);
  expect(savedUsername(localStorage)).toBe('ann');
  rememberUsername(localStorage, 'ann', false);
  expect(savedUsername(localStorage)).toBe('');
});
