/**
 * The live feed WebSocket (path /feed): small diffs of live prices, market states, clocks and scores.
 * Every frame the server sends is a JSON array of FeedMessage; price and market diffs use the short
 * keys of spec §3 (PRICE_FEED_KEYS) because they are by far the most frequent messages.
 */
import type { Clock, MarketStatus, PeriodScore, SportEvent } from './sports';

export const FEED_PATH = '/feed';
export const FEED_PROTOCOL_VERSION = 1;

/** Spec §3 price-feed short keys: long name to the key used on the wire. */
export const PRICE_FEED_KEYS = {
  eventId: 'e',
  status: 's',
  marketTypeId: 'mt',
  periodTypeId: 'pt',
  marketId: 'm',
  hidden: 'h',
  consolidatedPrice: 'cp',
  outcomeId: 'o',
  antepenultimatePrice: 'ap',
  penultimatePrice: 'pp',
  currentPrice: 'cu',
  decimal: 'd',
  spread: 'sp',
  spread2: 'sp2',
  format: 'f',
} as const;

/**
 * Topics a client subscribes to:
 * - `live`: every live event (snapshot of all of them, then all their diffs, kick-offs and removals);
 * - `event:{id}`: one event, prematch or live;
 * - `market:{id}`: one market (its event's scoreboard diffs are not included).
 */
export type FeedTopic = 'live' | `event:${number}` | `market:${number}`;

export type FeedClientMessage = { op: 'subscribe'; topics: string[] } | { op: 'unsubscribe'; topics: string[] } | { op: 'ping' };

export interface FeedPrice {
  /** decimal */
  d: number;
  /** format, when not decimal */
  f?: string;
}

/** An outcome's price or visibility changed. */
export interface FeedOutcomeDiff {
  t: 'o';
  e: number;
  m: number;
  o: number;
  h?: boolean;
  cp?: { cu: FeedPrice; pp?: FeedPrice; ap?: FeedPrice };
}

/** A market's status changed; LTS, SETTLED, RESULTED and CLOSED remove it (spec §4). */
export interface FeedMarketDiff {
  t: 'm';
  e: number;
  m: number;
  mt: number;
  pt: number;
  s: MarketStatus;
  sp?: number;
}

/** Scoreboard diff of a live event: only the fields that changed. scoresPerPeriod holds the changed periods, to merge. */
export interface FeedEventDiff {
  t: 'ev';
  e: number;
  clock?: Clock;
  isFinished?: boolean;
  scores?: { A: number; B: number };
  scoresPerPeriod?: PeriodScore[];
  sets?: { A: number; B: number };
  match?: { A: string; B: string };
  cricketOutcomes?: string[];
  wickets?: { A: number; B: number };
  currentPeriod?: string;
  currentPeriodAbbreviation?: string;
  currentPeriodNumber?: number;
  liveOpenMarketCount?: number;
}

export type FeedMessage =
  | { t: 'hello'; v: number; serverTime: string; speed: number }
  | { t: 'snap'; topic: FeedTopic; events: SportEvent[] }
  | { t: 'add'; event: SportEvent }
  | { t: 'rm'; e: number }
  | FeedOutcomeDiff
  | FeedMarketDiff
  | FeedEventDiff
  /** A feed alert suspends (active) or reopens every market of that feed. */
  | { t: 'fa'; feedId: string; e: number; active: boolean }
  | { t: 'pong' }
  | { t: 'err'; code: string; message: string };
