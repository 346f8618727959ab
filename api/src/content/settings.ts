/** /api/all_cached_settings per brand: the operator settings of spec §3 with the §9 defaults. */
import { ODDS_FORMATS, type OperatorSettings, type PartnerProductUrl } from '@sportsbook/contracts';
import type { Locale } from '@sportsbook/contracts';
import { PAGE_LAYOUTS, pageAttributes } from './content-data';
import type { BrandConfig } from './brands';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';

/** Third-party game providers of the spec §2 game routes; the API serves a demo page for each. */
export const GAME_PROVIDERS = [
  'betradar-virtuals',
  'cryptoblast',
  'edge',
  'esports',
  'esportsbull',
  'exchange',
  'kiron',
  'leap',
  'lotto',
  'parlaybay',
  'powerball',
  'soccerbet',
  'vir2al-games',
] as const;

/** Settings change only with a deploy, so one timestamp per process is honest. */
const PUBLISHED_AT = Date.now();

export function cachedSettings(brand: BrandConfig, locale: Locale = 'en'): OperatorSettings {
  const partnerProductUrls: Record<string, PartnerProductUrl> = {};
  for (const provider of GAME_PROVIDERS) {
    partnerProductUrls[provider] = { url: `/api/demo-games/${provider}?token={token}&locale={locale}`, demo: true };
  }
  return {
    brand: brand.id,
    partner_product_urls: partnerProductUrls,
    enable_my_bets: true,
    max_bets_on_betslip: MAX_BETS_ON_BETSLIP,
    currency: brand.currency,
    currency_precision: 2,
    bet_stake_min_amount: brand.stakeMin,
    bet_stake_max_amount: brand.stakeMax,
    user_wallet_poll_time: 10_000,
    betcount_polling_interval: 10_000,
    cashout_timeout: 5_000,
    enable_default_stake: brand.stakeOptions.defaultStake,
    enable_remember_stake: brand.stakeOptions.rememberStake,
    negative_odds_enabled: true,
    poll_changes_refresh_interval: 5_000,
    default_price_format: brand.defaultPriceFormat,
    odds_types: [...ODDS_FORMATS],
    default_theme_mode: brand.defaultTheme,
    tax_deduction_enabled: brand.taxDeduction !== null,
    enable_stake_after_tax: brand.taxDeduction !== null,
    stake_rate_percentage: brand.taxDeduction?.stakeRatePercentage ?? 0,
    tax_returns_percentage: brand.taxDeduction?.taxReturnsPercentage ?? 0,
    each_way_enabled: brand.eachWay,
    african_betslip: brand.africanBetslip,
    // A brand that prices in fractions by default is a UK book.
    uk_betslip: brand.defaultPriceFormat === 'fractional',
    enable_parlay_extra_winnings: true,
    enable_adverts: true,
    display_logout_button: true,
    force_dsb_login: false,
    betslip_delay_before_update_stakes: 500,
    channel: 'web',
    last_publication_timestamp: PUBLISHED_AT,
    page_layouts: PAGE_LAYOUTS,
    page_attributes: pageAttributes(locale),
    branding: {
      favicon_url: '/api/content/images/favicon.svg',
      main_logo: { logo_url: `/api/content/images/${brand.id}-logo.svg`, width: 160, height: 40 },
    },
    enable_promotions: true,
    enable_registration_button: true,
    gcb_seal_required: brand.id === 'eu',
    single_scrolling_layout: false,
    coupon_layout: 'default',
    min_multiple_stake: brand.multipleMinStake,
    ...(brand.id === 'ke' ? { quick_bet_values: JSON.stringify({ KES: [50, 100, 500, 1000] }) } : {}),
  };
}
