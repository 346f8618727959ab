/**
 * JSON schemas of the contract's response types. Routes use them to serialise (a field missing
 * from the contract never leaks, a required one missing fails loudly) and tests use them to check
 * every answer against the contract. The sports ones are generated from the contract's schemas.
 */
import type { OperatorSettings } from '@sportsbook/contracts';
import * as contract from '@sportsbook/contracts';
import { jsonSchemaOf } from './json-schema';
import { boolean, integer, number, schema, string } from './typed-schema';

export const apiErrorSchema = jsonSchemaOf(contract.apiErrorSchema);
export const marketSchema = jsonSchemaOf(contract.marketSchema);
export const sportEventSchema = jsonSchemaOf(contract.sportEventSchema);
export const eventsResponseSchema = jsonSchemaOf(contract.eventsResponseSchema);
export const liveEventsResponseSchema = jsonSchemaOf(contract.liveEventsResponseSchema);
export const activeJackpotsResponseSchema = jsonSchemaOf(contract.activeJackpotsResponseSchema);

const pageLayoutItem = {
  type: 'object',
  properties: { name: { type: 'string', enum: ['advert', 'html_widget', 'my_bets', 'betslip'] }, id: integer },
  required: ['name', 'id'],
} as const;

export const cachedSettingsSchema = schema<OperatorSettings>({
  type: 'object',
  properties: {
    brand: string,
    partner_product_urls: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { url: string, demo: boolean }, required: ['url', 'demo'] },
    },
    enable_my_bets: boolean,
    max_bets_on_betslip: integer,
    currency: string,
    currency_precision: integer,
    bet_stake_min_amount: number,
    bet_stake_max_amount: number,
    user_wallet_poll_time: integer,
    betcount_polling_interval: integer,
    cashout_timeout: integer,
    poll_changes_refresh_interval: integer,
    default_price_format: string,
    odds_types: { type: 'array', items: string },
    default_theme_mode: { type: 'string', enum: ['dark', 'light', 'system'] },
    tax_deduction_enabled: boolean,
    enable_stake_after_tax: boolean,
    stake_rate_percentage: number,
    tax_returns_percentage: number,
    each_way_enabled: boolean,
    african_betslip: boolean,
    uk_betslip: boolean,
    enable_parlay_extra_winnings: boolean,
    enable_adverts: boolean,
    display_logout_button: boolean,
    force_dsb_login: boolean,
    betslip_delay_before_update_stakes: integer,
    channel: string,
    last_publication_timestamp: integer,
    page_layouts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          url: string,
          branding_header_id: integer,
          right_column: { type: 'array', items: pageLayoutItem },
          centre_column_bottom: { type: 'array', items: pageLayoutItem },
        },
        required: ['url'],
      },
    },
    page_attributes: {
      type: 'array',
      items: { type: 'object', properties: { url: string, title: string, description: string }, required: ['url'] },
    },
    branding: {
      type: 'object',
      properties: {
        favicon_url: string,
        main_logo: {
          type: 'object',
          properties: { logo_url: string, width: integer, height: integer },
          required: ['logo_url', 'width', 'height'],
        },
      },
      required: [],
    },
    enable_promotions: boolean,
    enable_registration_button: boolean,
    gcb_seal_required: boolean,
    single_scrolling_layout: boolean,
    coupon_layout: string,
    min_multiple_stake: number,
    quick_bet_values: string,
    enable_default_stake: boolean,
    enable_remember_stake: boolean,
    negative_odds_enabled: boolean,
  },
  required: ['brand', 'partner_product_urls', 'enable_my_bets', 'max_bets_on_betslip'],
});
