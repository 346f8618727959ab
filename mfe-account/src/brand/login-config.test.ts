import { getBus } from '@sportsbook/bus';
import type { BrandConfig } from '@sportsbook/contracts';
import { currentLoginConfig, isIntegrationMode, STANDARD_LOGIN } from './login-config';

const partnerBrand: BrandConfig = {
  id: 'ke',
  name: 'Sportsbook Kenya',
  currency: 'KES',
  languages: ['en', 'fr'],
  defaultTheme: 'light',
  oddsFormats: ['euro'],
  defaultOddsFormat: 'euro',
  hamburgerMenu: false,
  promotions: true,
  promotionsUrl: null,
  kironVirtuals: true,
  rootPage: 'live',
  compactFooter: false,
  registrationUrl: null,
  cashierUrl: '/account/balances',
  partnerIntegration: true,
  autoExclusionUrl: null,
  logoutUrl: null,
  storagePrefix: 'sb_ke_',
  externalHeaderPath: null,
  footerHtmlPath: null,
  login: { mode: 'partner', singleAllowedSession: false, declineTermsLogsOut: true, termsWithoutCookie: true },
  embedParentOrigins: [],
};

it('logs in the standard way until the shell names the brand', () => {
  expect(currentLoginConfig()).toEqual(STANDARD_LOGIN);
});

it("follows the brand the shell published for this page, so one build serves every brand's login", () => {
  expect(getBus().setState('brand', partnerBrand)).toBe(true);
  expect(currentLoginConfig()).toEqual(partnerBrand.login);
  expect(isIntegrationMode(currentLoginConfig())).toBe(true);
});

it('integration mode is the partner mode', () => {
  expect(isIntegrationMode(STANDARD_LOGIN)).toBe(false);
});
