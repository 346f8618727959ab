/**
 * Builds events (fixtures and outrights) in the contract's SportEvent shape from the sports tree and
 * a match model. Ids are derived from the event id (market = event*100+n, outcome = market*100+n) so
 * a bet's outcome id alone tells which market and event it belongs to, even after a restart.
 */
import type {
  EventPath,
  Market,
  MarketPlaceTerms,
  MarketStatus,
  Outcome,
  PeriodType,
  SportCode,
  SportEvent,
} from '@sportsbook/contracts';
import { BOT_SLUG_SUFFIX } from '@sportsbook/contracts';
import {
  MARKET_TYPES,
  PERIODS,
  marketGroupOf,
  PREMATCH,
  type MarketQuote,
  type MatchModel,
  type MatchSituation,
} from './market-types';
import { MARGINS, priceFromProbability } from './pricing';
import { quoteMarkets } from './sport-markets';
import type { Random } from './random';
import { slugify, type CountryDef, type LeagueDef, type SportDef } from './sports-tree';

export type EventPhase = 'PREMATCH' | 'LIVE' | 'FINISHED';

/** What the server knows about an event beyond what it shows. */
export interface EventRecord {
  event: SportEvent;
  phase: EventPhase;
  model: MatchModel | null;
  home: string;
  away: string;
  league: LeagueDef;
  sport: SportDef;
  /** Market key (see MarketQuote.key) to market, for re-pricing in play. */
  marketsByKey: Map<string, Market>;
  /** Per-market closing point as a fraction of the match (1st-half markets close at half time). */
  closesAt: Map<number, number>;
  /** Markets only the event's own page lists (the deep catalogue); lists of events carry the rest. */
  detailMarkets: Set<number>;
}

export interface LeagueRef {
  sport: SportDef;
  country: CountryDef;
  league: LeagueDef;
}

const marketIdOf = (eventId: number, index: number): number => eventId * 100 + index;
const outcomeIdOf = (marketId: number, index: number): number => marketId * 100 + index;
export const eventIdOfMarket = (marketId: number): number => Math.floor(marketId / 100);
export const marketIdOfOutcome = (outcomeId: number): number => Math.floor(outcomeId / 100);

export function eventPaths(ref: LeagueRef): EventPath[] {
  const path = (id: number, description: string, suffix = ''): EventPath => ({
    id,
    description,
    slug: `${id}-${slugify(description)}${suffix}`,
  });
  return [
    path(ref.sport.pathId, ref.sport.name),
    path(ref.country.pathId, ref.country.name),
    path(ref.league.pathId, ref.league.name, ref.league.bots ? BOT_SLUG_SUFFIX : ''),
  ];
}

const ratings = new WeakMap<Random, Map<string, number>>();

/** Strength of a team in [-1, 1], the same in every competition it plays (cached: asked for every fixture). */
export function teamRating(random: Random, team: string): number {
  let cache = ratings.get(random);
  if (!cache) ratings.set(random, (cache = new Map()));
  let rating = cache.get(team);
  if (rating === undefined) cache.set(team, (rating = random.fork(`team:${team}`).next() * 2 - 1));
  return rating;
}

function matchModel(sport: SportCode, league: LeagueDef, ratingA: number, ratingB: number, random: Random): MatchModel {
  const diff = ratingA - ratingB;
  switch (sport) {
    case 'FOOT':
    case 'EFOT':
    case 'ICEH': {
      const total = (sport === 'FOOT' ? 2.6 : 2) * league.scoringLevel * (0.9 + random.next() * 0.2);
      const home = sport === 'EFOT' ? 0 : 0.25;
      const shift = 0.45 * (diff + home);
      return { kind: 'goals', lambdaA: (total / 2) * Math.exp(shift), lambdaB: (total / 2) * Math.exp(-shift), hasDraw: true };
    }
    case 'BASK':
    case 'EBSK': {
      const scale = league.scoringLevel / 200;
      return {
        kind: 'points',
        margin: (diff * 9 + (sport === 'BASK' ? 2.5 : 0)) * scale,
        total: league.scoringLevel + (random.next() - 0.5) * 16 * scale,
        sdMargin: 12 * Math.sqrt(scale * 2),
        sdTotal: 17 * Math.sqrt(scale * 2),
      };
    }
    case 'TENN': {
      const pSetA = Math.min(0.85, Math.max(0.15, 0.5 + diff * 0.22));
      return { kind: 'sets', pSetA, expectedGames: 22.5 - Math.abs(pSetA - 0.5) * 9 };
    }
    case 'CRIC':
      return {
        kind: 'cricket',
        pA: Math.min(0.85, Math.max(0.15, 0.53 + diff * 0.2)),
        expectedRuns: league.scoringLevel + (random.next() - 0.5) * 20,
      };
    case 'HORS':
    case 'GOLF':
      // Races have a card of their own (racing/race-card.ts) and golf only outrights.
      throw new Error(`${sport} has no head-to-head fixtures`);
  }
}

function toOutcome(id: number, description: string, probability: number, margin: number): Outcome {
  return {
    id,
    description,
    hidden: false,
    consolidatedPrice: { currentPrice: { decimal: priceFromProbability(probability, margin) } },
  };
}

function toMarket(
  eventId: number,
  index: number,
  quote: MarketQuote,
  periodType: PeriodType,
  feedId: string,
  status: MarketStatus,
): Market {
  const id = marketIdOf(eventId, index);
  const period = PERIODS[quote.period];
  const group = marketGroupOf(quote);
  return {
    id,
    eventId,
    marketTypeId: MARKET_TYPES[quote.typeCode].id,
    marketTypeCode: quote.typeCode,
    description: quote.description,
    status,
    feedId,
    ...(quote.line === undefined ? {} : { line: quote.line }),
    ...(quote.placeTerms ? { placeTerms: quote.placeTerms } : {}),
    ...(group === 'main' ? {} : { group }),
    period: { id: period.id, periodType, inRunning: periodType === 'IN_RUNNING', fullAbbreviation: period.fullAbbreviation },
    outcomes: quote.outcomes.map((o, i) => toOutcome(outcomeIdOf(id, i), o.description, o.probability, quote.margin)),
  };
}

/** Main markets come from the official data feed, props from a second one (spec: feed alerts are per feed). */
const feedIdFor = (eventId: number, quote: Pick<MarketQuote, 'margin'>): string =>
  quote.margin === MARGINS.props ? `OD:MATCH:${eventId}` : `BG:MATCH:${eventId}`;

export interface FixtureSpec {
  id: number;
  ref: LeagueRef;
  home: string;
  away: string;
  startTime: number;
  /** The seed's root stream: team ratings must not depend on which day or league asks. */
  ratings: Random;
  /** The fixture's own stream. */
  random: Random;
}

export function createFixture(spec: FixtureSpec, situation: MatchSituation = PREMATCH): EventRecord {
  const { id, ref, home, away } = spec;
  const model = matchModel(
    ref.sport.code,
    ref.league,
    teamRating(spec.ratings, home),
    teamRating(spec.ratings, away),
    spec.random,
  );
  const quotes = quoteMarkets(ref.sport.code, model, situation, home, away);
  const description = `${home} vs ${away}`;
  const event: SportEvent = {
    id,
    description,
    slug: slugify(description) + (ref.league.bots ? BOT_SLUG_SUFFIX : ''),
    sportCode: ref.sport.code,
    startTime: new Date(spec.startTime).toISOString(),
    eventPaths: eventPaths(ref),
    markets: [],
    isLive: false,
    isOutright: false,
    // Football matches take bet builders until kick-off.
    ...(ref.sport.code === 'FOOT' ? { betBuilderEvent: true } : {}),
  };
  return prematchRecord(event, ref, model, [home, away], quotes);
}

/** A prematch event's record with its markets (fixtures, outrights and races alike). */
export function prematchRecord(
  event: SportEvent,
  ref: LeagueRef,
  model: MatchModel | null,
  [home, away]: readonly [string, string],
  quotes: readonly MarketQuote[],
): EventRecord {
  const record: EventRecord = {
    event,
    phase: 'PREMATCH',
    model,
    home,
    away,
    league: ref.league,
    sport: ref.sport,
    marketsByKey: new Map(),
    closesAt: new Map(),
    detailMarkets: new Set(),
  };
  quotes.forEach((quote, index) => addMarket(record, index, quote, 'PRE_MATCH'));
  return record;
}

/** Adds a market at a fixed index so its id never depends on which other markets are open. */
function addMarket(record: EventRecord, index: number, quote: MarketQuote, periodType: PeriodType): Market {
  const market = toMarket(record.event.id, index, quote, periodType, feedIdFor(record.event.id, quote), 'OPEN');
  record.event.markets.push(market);
  record.marketsByKey.set(quote.key, market);
  record.closesAt.set(market.id, quote.closesAt);
  if (quote.detail) record.detailMarkets.add(market.id);
  return market;
}

/**
 * Each-way on an outright, as British books price them: a league's winner pays a quarter
 * of the odds for a top-three finish and a golf tournament's for the top five, where the field is big
 * enough for a place to mean something.
 */
function outrightPlaceTerms(sport: SportCode, field: number): MarketPlaceTerms | undefined {
  if (field < 8) return undefined;
  return { numerator: 1, denominator: 4, places: sport === 'GOLF' ? 5 : 3 };
}

const withPlaceTerms = (terms: MarketPlaceTerms | undefined) => (terms ? { placeTerms: terms } : {});

export interface OutrightSpec {
  id: number;
  ref: LeagueRef;
  season: string;
  settlesAt: number;
  ratings: Random;
}

export function createOutright(spec: OutrightSpec): EventRecord {
  const { ref } = spec;
  const weights = ref.league.teams.map((team) => Math.exp(3 * teamRating(spec.ratings, team)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const description = `${ref.league.name} ${spec.season} - Winner`;
  const quote: MarketQuote = {
    key: 'OUTR:SEASON',
    typeCode: 'OUTR',
    period: 'SEASON',
    description: 'Outright Winner',
    closesAt: 1,
    margin: MARGINS.outright,
    outcomes: ref.league.teams.map((team, i) => ({ description: team, probability: (weights[i] ?? 0) / sum })),
    ...withPlaceTerms(outrightPlaceTerms(ref.sport.code, ref.league.teams.length)),
  };
  const event: SportEvent = {
    id: spec.id,
    description,
    slug: slugify(description),
    sportCode: ref.sport.code,
    startTime: new Date(spec.settlesAt).toISOString(),
    eventPaths: eventPaths(ref),
    markets: [],
    isLive: false,
    isOutright: true,
  };
  return prematchRecord(event, ref, null, ['', ''], [quote]);
}
