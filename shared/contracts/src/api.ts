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
