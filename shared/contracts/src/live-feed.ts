/**
 * The live feed WebSocket (path /feed): small diffs of live prices, market states, clocks and scores.
 * Every frame the server sends is a JSON array of FeedMessage; price and market diffs use the short
 * keys of spec §3 (PRICE_FEED_KEYS) because they are by far the most frequent messages.
 */

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

/** Topics in one subscribe or unsubscribe message: a page asks for what is on screen, a few dozen at most. */
export const FEED_TOPICS_PER_MESSAGE = 50;
