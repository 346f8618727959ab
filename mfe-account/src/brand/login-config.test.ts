import { isIntegrationMode, loginConfigFor } from './login-config';

it('gives each brand its login mode', () => {
  expect(loginConfigFor('eu').mode).toBe('standard');
  expect(loginConfigFor('ke').mode).toBe('partner');
  expect(loginConfigFor('vn').mode).toBe('direct');
});

it('only the vn brand asks to confirm a single allowed session', () => {
  expect(loginConfigFor('vn').singleAllowedSession).toBe(true);
  expect(loginConfigFor('eu').singleAllowedSession).toBe(false);
});

it('an unknown brand logs in the standard way', () => {
  expect(loginConfigFor('zz')).toEqual({
    mode: 'standard',
    singleAllowedSession: false,
    declineTermsLogsOut: false,
    termsWithoutCookie: false,
  });
});

it('integration mode is the partner mode', () => {
  expect(isIntegrationMode(loginConfigFor('ke'))).toBe(true);
  expect(isIntegrationMode(loginConfigFor('eu'))).toBe(false);
});
