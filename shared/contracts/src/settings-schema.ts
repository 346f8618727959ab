/**
 * GET /api/all_cached_settings (spec §3 Settings) as a schema: the API serialises with it and the
 * types every app reads are inferred from it. All but four settings are optional, because a real
 * operator backend may leave any out; clients fall back to the spec §9 defaults and the brand config.
 */
import * as v from '@sportsbook/schema';
import { THEME_MODES } from './brand';
import { id } from './schema';

const partnerProductUrlSchema = v.object({
  /** Launch URL of the provider's game; `{token}` and `{locale}` are filled by the page. */
  url: v.string(),
  demo: v.boolean(),
});
export type PartnerProductUrl = v.InferOutput<typeof partnerProductUrlSchema>;

/** The subset of the settings every frontend reads. */
const cachedSettingsEntries = {
  brand: v.string(),
  partner_product_urls: v.record(v.string(), partnerProductUrlSchema),
  enable_my_bets: v.boolean(),
  max_bets_on_betslip: id,
  currency: v.optional(v.string()),
  currency_precision: v.optional(id),
  bet_stake_min_amount: v.optional(v.number()),
  bet_stake_max_amount: v.optional(v.number()),
  user_wallet_poll_time: v.optional(id),
  betcount_polling_interval: v.optional(id),
  cashout_timeout: v.optional(id),
  poll_changes_refresh_interval: v.optional(id),
  default_price_format: v.optional(v.string()),
  odds_types: v.optional(v.array(v.string())),
  default_theme_mode: v.optional(v.picklist(THEME_MODES)),
  tax_deduction_enabled: v.optional(v.boolean()),
  enable_stake_after_tax: v.optional(v.boolean()),
  stake_rate_percentage: v.optional(v.number()),
  tax_returns_percentage: v.optional(v.number()),
  each_way_enabled: v.optional(v.boolean()),
  african_betslip: v.optional(v.boolean()),
  uk_betslip: v.optional(v.boolean()),
  enable_parlay_extra_winnings: v.optional(v.boolean()),
  enable_adverts: v.optional(v.boolean()),
  display_logout_button: v.optional(v.boolean()),
  force_dsb_login: v.optional(v.boolean()),
  betslip_delay_before_update_stakes: v.optional(id),
  channel: v.optional(v.string()),
  last_publication_timestamp: v.optional(id),
};
export type CachedSettings = v.InferOutput<v.ObjectSchema<typeof cachedSettingsEntries, undefined>>;

const pageLayoutItemSchema = v.object({ name: v.picklist(['advert', 'html_widget', 'my_bets', 'betslip']), id });
export type PageLayoutItem = v.InferOutput<typeof pageLayoutItemSchema>;

/** One page layout per URL pattern (`/*`, `/*\/sports/10001*`). */
const pageLayoutSchema = v.object({
  url: v.string(),
  /** Submenu shown under the desktop header (GET /api/submenus/{id}). */
  branding_header_id: v.optional(id),
  right_column: v.optional(v.array(pageLayoutItemSchema)),
  centre_column_bottom: v.optional(v.array(pageLayoutItemSchema)),
});
export type PageLayout = v.InferOutput<typeof pageLayoutSchema>;

/** Per-page title and meta by URL pattern. */
const pageAttributesSchema = v.object({ url: v.string(), title: v.optional(v.string()), description: v.optional(v.string()) });
export type PageAttributes = v.InferOutput<typeof pageAttributesSchema>;

export const brandingSchema = v.object({
  favicon_url: v.optional(v.string()),
  main_logo: v.optional(v.object({ logo_url: v.string(), width: id, height: id })),
});
export type Branding = v.InferOutput<typeof brandingSchema>;

/** The settings the shell reads beyond the cached ones. */
const shellSettingsEntries = {
  ...cachedSettingsEntries,
  page_layouts: v.optional(v.array(pageLayoutSchema)),
  page_attributes: v.optional(v.array(pageAttributesSchema)),
  branding: v.optional(brandingSchema),
  enable_promotions: v.optional(v.boolean()),
  enable_registration_button: v.optional(v.boolean()),
  gcb_seal_required: v.optional(v.boolean()),
  single_scrolling_layout: v.optional(v.boolean()),
};
export type ShellSettings = v.InferOutput<v.ObjectSchema<typeof shellSettingsEntries, undefined>>;

/** Everything the API answers: the shell's settings plus those single remotes read. */
export const operatorSettingsSchema = v.object({
  ...shellSettingsEntries,
  /** Coupon columns variant (spec §3 sports marker config): "default" or "india". */
  coupon_layout: v.optional(v.string()),
  /** Least unit stake of a multiple, unscaled like the stake limits. */
  min_multiple_stake: v.optional(v.number()),
  /** Quick-stake chips by currency as JSON, e.g. {"KES":[50,100,500,1000]}. */
  quick_bet_values: v.optional(v.string()),
  /** Brand variants of the slip's stake options (spec §1): a default stake the player sets, and the last stake remembered. Absent means offered. */
  enable_default_stake: v.optional(v.boolean()),
  enable_remember_stake: v.optional(v.boolean()),
  /** Spec §6 feature toggle: negative odds in the odds formats that have them (malay, indo, us). Absent means on. */
  negative_odds_enabled: v.optional(v.boolean()),
});
export type OperatorSettings = v.InferOutput<typeof operatorSettingsSchema>;
