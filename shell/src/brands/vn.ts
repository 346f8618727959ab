import { EMBED_PARENT_ORIGINS } from '@sportsbook/contracts';
import type { BrandConfig } from './brand-config';

/**
 * An Asian brand: VND (scaled by 1000), malay/indo/hk odds with negative odds, every language, and the
 * operator's externally hosted header on desktop.
 */
export const vn: BrandConfig = {
  id: 'vn',
  name: 'Sportsbook Asia',
  currency: 'VND',
  languages: ['en', 'vi', 'th', 'zh', 'id', 'es', 'fr', 'pt'],
  defaultTheme: 'dark',
  oddsFormats: ['malay', 'indo', 'hk', 'euro'],
  defaultOddsFormat: 'malay',
  hamburgerMenu: true,
  promotions: false,
  promotionsUrl: null,
  kironVirtuals: false,
  rootPage: 'prematch',
  compactFooter: false,
  registrationUrl: null,
  cashierUrl: '/account/balances',
  partnerIntegration: false,
  autoExclusionUrl: null,
  logoutUrl: null,
  embedParentOrigin: EMBED_PARENT_ORIGINS.vn[0] ?? null,
  storagePrefix: 'sb_vn_',
  externalHeaderPath: '/api/external-header/vn',
  footerHtmlPath: '/api/external-footer/vn',
};
