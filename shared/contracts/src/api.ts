/** Request and response shapes of the operator API (spec §7) shared by the API server and clients. */
import type { Jackpot, MarketStatus, PeriodType, SportEvent } from './sports';

/** The one error shape every 4xx/5xx answer of our API carries. */
export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
}

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

export interface EventsResponse {
  events: SportEvent[];
  page: number;
  eventsPerPage: number;
  totalCount: number;
}

export interface LiveEventsResponse {
  events: SportEvent[];
}

export interface ActiveJackpotsResponse {
  jackpots: Jackpot[];
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
}
