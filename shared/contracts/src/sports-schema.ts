/** Sports entities of spec §3 (sports.ts) as schemas: the API serialises with them, the live remote checks the feed. */
import * as v from '@sportsbook/schema';
import { DEFAULT_EVENTS_PER_PAGE, IDS_PER_QUERY, MAX_EVENTS_PER_PAGE } from './api';
import { CLOCK_STATUSES, MARKET_GROUPS, MARKET_STATUSES, PERIOD_TYPES, SPORT_CODES } from './sports';
import { decimalOdds, finite, id } from './schema';

export const eventPathSchema = v.object({
  id,
  description: v.string(),
  /** For the country path the country name is the part after the dash, e.g. "12-england". */
  slug: v.string(),
});
export type EventPath = v.InferOutput<typeof eventPathSchema>;

const priceSchema = v.object({
  decimal: decimalOdds,
  /** Fractional parts where the book prices in fractions. */
  numerator: v.optional(id),
  denominator: v.optional(id),
});
export type Price = v.InferOutput<typeof priceSchema>;

export const outcomeSchema = v.object({
  id,
  description: v.string(),
  hidden: v.boolean(),
  /** The two previous prices let a client show which way a price moved. */
  consolidatedPrice: v.object({
    currentPrice: priceSchema,
    penultimatePrice: v.optional(priceSchema),
    antepenultimatePrice: v.optional(priceSchema),
  }),
});
export type Outcome = v.InferOutput<typeof outcomeSchema>;

const marketPeriodSchema = v.object({
  id,
  periodType: v.picklist(PERIOD_TYPES),
  inRunning: v.boolean(),
  fullAbbreviation: v.string(),
});
export type MarketPeriod = v.InferOutput<typeof marketPeriodSchema>;

/** Each-way terms of a market (spec §3 placeTerms): the place part pays this fraction of the odds for the first `places` places. */
export const placeTermsSchema = v.object({ numerator: id, denominator: id, places: id });
export type MarketPlaceTerms = v.InferOutput<typeof placeTermsSchema>;

export const marketSchema = v.object({
  id,
  eventId: id,
  marketTypeId: id,
  marketTypeCode: v.string(),
  description: v.string(),
  status: v.picklist(MARKET_STATUSES),
  feedId: v.string(),
  /** Handicap, total or race target the market is quoted at (e.g. 2.5 for Over/Under 2.5). */
  line: v.optional(finite),
  period: marketPeriodSchema,
  outcomes: v.array(outcomeSchema),
  /** Present where the market takes each-way bets (outrights with a field). */
  placeTerms: v.optional(placeTermsSchema),
  /** The event page's tab for the market; a market without one belongs to the main tab. */
  group: v.optional(v.picklist(MARKET_GROUPS)),
});
export type Market = v.InferOutput<typeof marketSchema>;

export const clockSchema = v.object({ status: v.picklist(CLOCK_STATUSES), minutes: id });
export type Clock = v.InferOutput<typeof clockSchema>;

export const periodScoreSchema = v.object({
  opponentId: v.picklist(['A', 'B']),
  periodInstance: id,
  periodKey: v.string(),
  score: id,
});
export type PeriodScore = v.InferOutput<typeof periodScoreSchema>;

const pairOf = <T extends v.GenericSchema>(item: T) => v.object({ A: item, B: item });

/** Live-only fields of an event (spec §3 Event); absent on prematch events, and a feed diff carries the changed ones. */
export const liveEventFields = {
  clock: v.optional(clockSchema),
  isFinished: v.optional(v.boolean()),
  scores: v.optional(pairOf(id)),
  scoresPerPeriod: v.optional(v.array(periodScoreSchema)),
  /** Tennis: games won in the current set (scores holds the sets won). */
  sets: v.optional(pairOf(id)),
  /** Tennis: points of the current game, "0", "15", "30", "40" or "A". */
  match: v.optional(pairOf(v.string())),
  /** Cricket: the latest balls, oldest first ("0"-"6", "W" for a wicket), and wickets lost. */
  cricketOutcomes: v.optional(v.array(v.string())),
  wickets: v.optional(pairOf(id)),
  /** Horse racing: the runners by saddle-cloth number (1 first); proper names, sent once. */
  runners: v.optional(v.array(v.string())),
  /** Horse racing: metres the leader has left to run, and the saddle-cloth numbers in running order, leader first. */
  raceProgress: v.optional(v.object({ metresToGo: id, runningOrder: v.array(v.pipe(id, v.minValue(1))) })),
  currentPeriod: v.optional(v.string()),
  currentPeriodAbbreviation: v.optional(v.string()),
  currentPeriodNumber: v.optional(id),
  liveOpenMarketCount: v.optional(id),
};

export const sportEventSchema = v.object({
  id,
  description: v.string(),
  slug: v.string(),
  sportCode: v.picklist(SPORT_CODES),
  /** ISO 8601 start time in UTC. */
  startTime: v.pipe(v.string(), v.isoTimestamp()),
  /** First is the sport, second the country, last the league. */
  eventPaths: v.array(eventPathSchema),
  markets: v.array(marketSchema),
  isLive: v.boolean(),
  isOutright: v.boolean(),
  ...liveEventFields,
  betBuilderEvent: v.optional(v.boolean()),
  liveStreaming: v.optional(v.boolean()),
  /** Markets the event's own page lists; a list of events carries only the main ones. */
  marketCount: v.optional(id),
});
export type SportEvent = v.InferOutput<typeof sportEventSchema>;

/**
 * The jackpot's pari-mutuel pool (docs/decisions/jackpot-pool.md): the winning lines share the pool,
 * the stakes' share or the operator's guarantee when that is more; major units of its currency.
 */
export const jackpotPoolSchema = v.object({
  /** The operator's floor under the pool. */
  guarantee: v.number(),
  /** Percent of every stake that goes into the pool. */
  returnPercent: v.number(),
  /** The most lines one player may hold on the jackpot, all of their slips together. */
  lineCap: v.pipe(id, v.minValue(1)),
});
export type JackpotPool = v.InferOutput<typeof jackpotPoolSchema>;

export const jackpotSchema = v.object({
  id,
  name: v.string(),
  currency: v.string(),
  /** The pool the winning lines share now, in the jackpot's currency, major units. */
  jackpotPrize: v.number(),
  /** Cost of one line in major units. */
  lineStake: v.number(),
  closesAt: v.pipe(v.string(), v.isoTimestamp()),
  eventIds: v.array(id),
  pool: jackpotPoolSchema,
});
export type Jackpot = v.InferOutput<typeof jackpotSchema>;

/** GET /xapi/rest/events. */
export const eventsResponseSchema = v.object({
  events: v.array(sportEventSchema),
  page: id,
  eventsPerPage: id,
  totalCount: id,
});
export type EventsResponse = v.InferOutput<typeof eventsResponseSchema>;

export const liveEventsResponseSchema = v.object({ events: v.array(sportEventSchema) });
export type LiveEventsResponse = v.InferOutput<typeof liveEventsResponseSchema>;

export const activeJackpotsResponseSchema = v.object({ jackpots: v.array(jackpotSchema) });
export type ActiveJackpotsResponse = v.InferOutput<typeof activeJackpotsResponseSchema>;

/** A comma list of ids; its length allows IDS_PER_QUERY ids of up to 12 digits. */
const idList = v.pipe(v.string(), v.maxLength(IDS_PER_QUERY * 13), v.regex(/^[0-9]{1,12}(,[0-9]{1,12})*$/));

/**
 * Query of GET /xapi/rest/live/events: the spec gives it none; ours filters by sport and, for a page
 * that shows only the first few (the home page's live box), returns only those.
 */
export const liveEventsQuerySchema = v.object({
  includeMarkets: v.optional(v.boolean(), true),
  sportCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{4}(,[A-Z]{4})*$/))),
  eventsPerPage: v.optional(v.pipe(id, v.minValue(1), v.maxValue(MAX_EVENTS_PER_PAGE))),
});
export type LiveEventsQuery = v.InferInput<typeof liveEventsQuerySchema>;

/** Query of GET /xapi/rest/events (spec §7 Sports data), and the body of its POST-with-hash twin. */
export const eventsQuerySchema = v.object({
  eventPathIds: v.optional(idList),
  periodType: v.optional(v.picklist(PERIOD_TYPES)),
  includeMarkets: v.optional(v.boolean(), true),
  bettable: v.optional(v.boolean()),
  marketStatus: v.optional(v.picklist(['OPEN', 'SUSPENDED', 'OPEN,SUSPENDED'])),
  sportGroups: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]+(,[A-Z_]+)*$/))),
  eventsPerPage: v.optional(v.pipe(id, v.minValue(1), v.maxValue(MAX_EVENTS_PER_PAGE)), DEFAULT_EVENTS_PER_PAGE),
  page: v.optional(v.pipe(id, v.minValue(1), v.maxValue(100_000)), 1),
  dateFrom: v.optional(v.pipe(v.string(), v.maxLength(40))),
  dateTo: v.optional(v.pipe(v.string(), v.maxLength(40))),
  ids: v.optional(idList),
  sortByEventpath: v.optional(v.boolean()),
});
/** What a client sends: every field may be left out (the API fills the defaults). */
export type EventsQuery = v.InferInput<typeof eventsQuerySchema>;
