/** Request and response shapes of the operator API (spec §7) shared by the API server and clients. */
import type { MarketStatus, PeriodType } from './sports';

export interface HealthResponse {
  status: 'ok';
  uptimeSeconds: number;
  version: string;
}

/** Query of GET /xapi/rest/events (spec §7 Sports data). */
export interface EventsQuery {
  eventPathIds?: string;
  periodType?: PeriodType;
  includeMarkets?: boolean;
  bettable?: boolean;
  marketStatus?: MarketStatus | 'OPEN,SUSPENDED';
  sportGroups?: string;
  eventsPerPage?: number;
  page?: number;
  dateFrom?: string;
  dateTo?: string;
  ids?: string;
  sortByEventpath?: boolean;
}

export interface PartnerProductUrl {
  /** Launch URL of the provider's game; `{token}` and `{locale}` are filled by the page. */
  url: string;
  demo: boolean;
}

/** The subset of /api/all_cached_settings the frontends read. */
export interface CachedSettings {
  brand: string;
  partner_product_urls: Record<string, PartnerProductUrl>;
  enable_my_bets: boolean;
  max_bets_on_betslip: number;
  /**
   * Further settings of spec §3 "Settings". Optional because a real operator backend may leave any
   * of them out; clients fall back to the spec §9 defaults.
   */
  currency?: string;
  currency_precision?: number;
  bet_stake_min_amount?: number;
  bet_stake_max_amount?: number;
  user_wallet_poll_time?: number;
  betcount_polling_interval?: number;
  cashout_timeout?: number;
  poll_changes_refresh_interval?: number;
  default_price_format?: string;
  odds_types?: string[];
  default_theme_mode?: 'dark' | 'light' | 'system';
  tax_deduction_enabled?: boolean;
  enable_stake_after_tax?: boolean;
  stake_rate_percentage?: number;
  tax_returns_percentage?: number;
  each_way_enabled?: boolean;
  african_betslip?: boolean;
  uk_betslip?: boolean;
  enable_parlay_extra_winnings?: boolean;
  enable_adverts?: boolean;
  display_logout_button?: boolean;
  force_dsb_login?: boolean;
  betslip_delay_before_update_stakes?: number;
  channel?: string;
  last_publication_timestamp?: number;
}
