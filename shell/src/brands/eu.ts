import { EMBED_PARENT_ORIGINS } from '@sportsbook/contracts';
import type { BrandConfig } from './brand-config';

/** A euro brand with the hamburger menu and promotions. */
export const eu: BrandConfig = {
  id: 'eu',
  name: 'Sportsbook',
  currency: 'EUR',
  languages: ['en', 'es', 'fr', 'pt'],
  defaultTheme: 'system',
  oddsFormats: ['euro', 'hk', 'us'],
  defaultOddsFormat: 'euro',
  hamburgerMenu: true,
  promotions: true,
  promotionsUrl: null,
  kironVirtuals: false,
  rootPage: 'prematch',
  compactFooter: false,
  registrationUrl: '/account/register',
  cashierUrl: '/account/balances',
  partnerIntegration: false,
  autoExclusionUrl: null,
  logoutUrl: null,
  embedParentOrigin: EMBED_PARENT_ORIGINS.eu[0] ?? null,
  storagePrefix: 'sb_eu_',
  externalHeaderPath: null,
  footerHtmlPath: '/api/external-footer/eu',
};
