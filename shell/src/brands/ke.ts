import { EMBED_PARENT_ORIGINS } from '@sportsbook/contracts';
import type { BrandConfig } from './brand-config';

/** An African brand: KES, the african betslip and tax (operator settings), Kiron virtuals, no hamburger menu. */
export const ke: BrandConfig = {
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
  registrationUrl: '/account/register',
  cashierUrl: '/account/balances',
  partnerIntegration: true,
  autoExclusionUrl: '/account/auto-exclusion',
  logoutUrl: null,
  embedParentOrigin: EMBED_PARENT_ORIGINS.ke[0] ?? null,
  storagePrefix: 'sb_ke_',
  externalHeaderPath: null,
  footerHtmlPath: '/api/external-footer/ke',
};
