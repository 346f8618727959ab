import { getBus } from '@sportsbook/bus';
import { testBrand } from '../testing/brand';
import { currentLoginConfig, STANDARD_LOGIN } from './login-config';

const partnerBrand = testBrand({
  id: 'ke',
  registrationUrl: null,
  partnerIntegration: true,
  login: { mode: 'partner', singleAllowedSession: false, declineTermsLogsOut: true, termsWithoutCookie: true },
});

it('logs in the standard way until the shell names the brand', () => {
  expect(currentLoginConfig()).toEqual(STANDARD_LOGIN);
});

it("follows the brand the shell published for this page, so one build serves every brand's login", () => {
  expect(getBus().setState('brand', partnerBrand)).toBe(true);
  expect(currentLoginConfig()).toEqual(partnerBrand.login);
});
