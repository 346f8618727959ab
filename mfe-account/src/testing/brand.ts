import type { BrandConfig } from '@sportsbook/contracts';

/** A brand as the shell publishes it on the bus, with what a test changes. */
export const testBrand = (changes: Partial<BrandConfig> = {}): BrandConfig => ({
  id: 'eu',
  name: 'Sportsbook Europe',
  currency: 'EUR',
  languages: ['en', 'fr'],
  defaultTheme: 'system',
  oddsFormats: ['euro'],
  defaultOddsFormat: 'euro',
  hamburgerMenu: true,
  promotions: true,
  promotionsUrl: null,
  kironVirtuals: true,
  rootPage: 'prematch',
  compactFooter: false,
  registrationUrl: '/account/join',
  cashierUrl: '/account/cashier',
  partnerIntegration: false,
  autoExclusionUrl: null,
  logoutUrl: null,
  storagePrefix: 'sb_eu_',
  externalHeaderPath: null,
  footerHtmlPath: null,
  login: { mode: 'standard', singleAllowedSession: false, declineTermsLogsOut: false, termsWithoutCookie: false },
  embedParentOrigins: [],
  ...changes,
});
