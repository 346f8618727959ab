/**
 * The events listing of spec §7 (GET /xapi/rest/events and its POST-with-hash twin): filtering by
 * path, phase, date, ids, bettability and market status, then sorting and paging.
 */
import type { EventsQuery, EventsResponse, Market, SportEvent } from '@sportsbook/contracts';
import { DEFAULT_EVENTS_PER_PAGE, PSEUDO_SPORT, SPORT_GROUPS } from '@sportsbook/contracts';
import { badRequest } from '../http/api-error';
import type { Catalogue } from './catalogue';
import { LEAGUES } from './catalogue';
import type { EventRecord } from './event-factory';
import { SPORTS } from './sports-tree';
import { REQUEST_LIMITS } from '../http/request-limits';

/** Leagues the Homepage pseudo-sport (10001) features. */
const FEATURED_LEAGUES: ReadonlySet<number> = new Set([3001, 3004, 3006, 3008, 3013, 3014, 3018, 3101, 3201, 3301, 3401]);
const HOMEPAGE_HORIZON_MS = 48 * 3_600_000;

/** Display order of the book: the order of the sports tree. */
const LEAGUE_ORDER = new Map(LEAGUES.map((ref, index) => [ref.league.pathId, index]));

function parseDate(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${name} must be an ISO 8601 date-time or epoch milliseconds`, 'INVALID_DATE');
  return ms;
}

function parseIds(value: string | undefined, name: string): Set<number> | undefined {
  if (value === undefined || value === '') return undefined;
  const ids = value.split(',');
  if (ids.length > REQUEST_LIMITS.idsPerQuery)
    throw badRequest(`${name}: at most ${REQUEST_LIMITS.idsPerQuery} ids per query (got ${ids.length})`, 'TOO_MANY_IDS');
  return new Set(ids.map(Number));
}

export interface EventsQueryContext {
  catalogue: Catalogue;
  now: number;
  jackpotEventIds: () => ReadonlySet<number>;
}

/** Markets a player may see: removed ones (closed, settled...) and fully hidden ones never show (spec §4). */
function visibleMarkets(markets: readonly Market[], statuses: ReadonlySet<string>): Market[] {
  return markets.filter((m) => statuses.has(m.status) && m.outcomes.some((o) => !o.hidden));
}

const isBettable = (record: EventRecord, now: number) =>
  (record.phase === 'LIVE' || (record.phase === 'PREMATCH' && Date.parse(record.event.startTime) > now)) &&
  record.event.markets.some((m) => m.status === 'OPEN');

export function queryEvents(query: EventsQuery, ctx: EventsQueryContext): EventsResponse {
  const { now } = ctx;
  const dateFrom = parseDate(query.dateFrom, 'dateFrom');
  const dateTo = parseDate(query.dateTo, 'dateTo');
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom > dateTo)
    throw badRequest('dateFrom is after dateTo', 'INVALID_DATE_RANGE');
  const ids = parseIds(query.ids, 'ids');
  const pathIds = parseIds(query.eventPathIds, 'eventPathIds');
  const groups = query.sportGroups?.split(',');
  const unknownGroup = groups?.find((g) => !(SPORT_GROUPS as readonly string[]).includes(g));
  if (unknownGroup)
    throw badRequest(`Unknown sport group ${unknownGroup}; known: ${SPORT_GROUPS.join(', ')}`, 'INVALID_SPORT_GROUP');
  const statuses = new Set((query.marketStatus ?? 'OPEN,SUSPENDED').split(','));
  const jackpotIds = pathIds?.has(PSEUDO_SPORT.jackpot) ? ctx.jackpotEventIds() : undefined;
  const sportGroupOf = (record: EventRecord) => SPORTS[record.event.sportCode].group;

  const matchesPath = (record: EventRecord): boolean => {
    if (!pathIds) return true;
    if (record.event.eventPaths.some((p) => pathIds.has(p.id))) return true;
    if (pathIds.has(PSEUDO_SPORT.favourites) && ids?.has(record.event.id)) return true;
    if (jackpotIds?.has(record.event.id)) return true;
    return (
      pathIds.has(PSEUDO_SPORT.homepage) &&
      !record.event.isOutright &&
      FEATURED_LEAGUES.has(record.league.pathId) &&
      Date.parse(record.event.startTime) < now + HOMEPAGE_HORIZON_MS
    );
  };

  const selected: EventRecord[] = [];
  ctx.catalogue.refresh();
  for (const record of ctx.catalogue.all()) {
    const start = Date.parse(record.event.startTime);
    if (record.phase === 'FINISHED') continue;
    if (record.phase === 'PREMATCH' && start <= now) continue;
    if (query.periodType === 'PRE_MATCH' && record.phase !== 'PREMATCH') continue;
    if (query.periodType === 'IN_RUNNING' && record.phase !== 'LIVE') continue;
    if (ids && !ids.has(record.event.id)) continue;
    if (dateFrom !== undefined && start < dateFrom) continue;
    if (dateTo !== undefined && start >= dateTo) continue;
    if (groups && !groups.includes(sportGroupOf(record))) continue;
    if (query.bettable && !isBettable(record, now)) continue;
    if (!matchesPath(record)) continue;
    selected.push(record);
  }

  selected.sort((a, b) => {
    if (query.sortByEventpath) {
      const byPath = (LEAGUE_ORDER.get(a.league.pathId) ?? 0) - (LEAGUE_ORDER.get(b.league.pathId) ?? 0);
      if (byPath !== 0) return byPath;
    }
    return a.event.startTime.localeCompare(b.event.startTime) || a.event.id - b.event.id;
  });

  const eventsPerPage = query.eventsPerPage ?? DEFAULT_EVENTS_PER_PAGE;
  const page = query.page ?? 1;
  const pageRecords = selected.slice((page - 1) * eventsPerPage, page * eventsPerPage);
  return {
    events: pageRecords.map((record) => presentEvent(record, { includeMarkets: query.includeMarkets ?? true, statuses })),
    page,
    eventsPerPage,
    totalCount: selected.length,
  };
}

export interface PresentOptions {
  includeMarkets: boolean;
  statuses?: ReadonlySet<string>;
  /** `all` for the event's own page; a list of events carries its main markets and their count. */
  depth?: 'main' | 'all';
}

/** A copy of the event as a client sees it; the stored one keeps every market. */
export function presentEvent(record: EventRecord, options: PresentOptions): SportEvent {
  const markets = visibleMarkets(record.event.markets, options.statuses ?? new Set(['OPEN', 'SUSPENDED']));
  const shown = options.depth === 'all' ? markets : markets.filter((market) => !record.detailMarkets.has(market.id));
  return { ...record.event, markets: options.includeMarkets ? shown : [], marketCount: markets.length };
}
