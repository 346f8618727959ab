/** The live feed's messages (live-feed.ts) as schemas: the live remote drops whatever does not match. */
import * as v from '@sportsbook/schema';
import { FEED_TOPICS_PER_MESSAGE } from './live-feed';
import { decimalOdds, finite, id, nonEmpty } from './schema';
import { MARKET_STATUSES } from './sports';
import { liveEventFields, sportEventSchema } from './sports-schema';

const topics = v.pipe(v.array(v.string()), v.maxLength(FEED_TOPICS_PER_MESSAGE));

/** What a client may send on the feed; the server answers anything else with an `err` naming the field. */
export const feedClientMessageSchema = v.variant(
  'op',
  [
    v.object({ op: v.literal('subscribe'), topics }),
    v.object({ op: v.literal('unsubscribe'), topics }),
    v.object({ op: v.literal('ping') }),
  ],
  'op must be subscribe, unsubscribe or ping',
);
export type FeedClientMessage = v.InferOutput<typeof feedClientMessageSchema>;

const feedPriceSchema = v.object({
  /** decimal */
  d: decimalOdds,
  /** format, when not decimal */
  f: v.optional(v.string()),
});
export type FeedPrice = v.InferOutput<typeof feedPriceSchema>;

/** An outcome's price or visibility changed. */
const feedOutcomeDiffSchema = v.object({
  t: v.literal('o'),
  e: id,
  m: id,
  o: id,
  h: v.optional(v.boolean()),
  cp: v.optional(v.object({ cu: feedPriceSchema, pp: v.optional(feedPriceSchema), ap: v.optional(feedPriceSchema) })),
});
export type FeedOutcomeDiff = v.InferOutput<typeof feedOutcomeDiffSchema>;

/** A market's status changed; LTS, SETTLED, RESULTED and CLOSED remove it (spec §4). */
const feedMarketDiffSchema = v.object({
  t: v.literal('m'),
  e: id,
  m: id,
  mt: finite,
  pt: finite,
  s: v.picklist(MARKET_STATUSES),
  sp: v.optional(finite),
});
export type FeedMarketDiff = v.InferOutput<typeof feedMarketDiffSchema>;

/** Scoreboard diff of a live event: only the fields that changed. scoresPerPeriod holds the changed periods, to merge. */
const feedEventDiffSchema = v.object({ t: v.literal('ev'), e: id, ...liveEventFields });
export type FeedEventDiff = v.InferOutput<typeof feedEventDiffSchema>;

/** Every message the server may send; the live remote drops (and logs) anything else. */
export const feedMessageSchema = v.variant('t', [
  v.object({ t: v.literal('hello'), v: finite, serverTime: v.string(), speed: finite }),
  v.object({ t: v.literal('snap'), topic: nonEmpty, events: v.array(sportEventSchema) }),
  v.object({ t: v.literal('add'), event: sportEventSchema }),
  v.object({ t: v.literal('rm'), e: id }),
  feedOutcomeDiffSchema,
  feedMarketDiffSchema,
  feedEventDiffSchema,
  /** A feed alert suspends (active) or reopens every market of that feed. */
  v.object({ t: v.literal('fa'), feedId: v.string(), e: id, active: v.boolean() }),
  v.object({ t: v.literal('pong') }),
  v.object({ t: v.literal('err'), code: v.string(), message: v.string() }),
]);
/** `snap`'s topic is one the client subscribed to (FeedTopic); the schema only asks for a name. */
export type FeedMessage = v.InferOutput<typeof feedMessageSchema>;
