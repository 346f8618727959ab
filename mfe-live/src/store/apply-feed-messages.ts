/**
 * The spec §4 live rules as one pure reducer: a batch of feed messages in, the next LiveData out.
 * Each collection is copied at most once per batch and only objects that changed are replaced,
 * so selectors keep returning the same object for rows whose data did not move.
 */
import { compareCodes } from '@sportsbook/contracts';
import { dequal } from 'dequal/lite';
import type { FeedEventDiff, FeedMessage, FeedPrice, PeriodScore, Price, SportEvent } from '@sportsbook/contracts';
import { isRemovedStatus } from '../markets/market-status';
import type { LiveData, LiveEventEntity, MarketEntity, OutcomeEntity } from './live-data';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type TableKey = 'events' | 'markets' | 'outcomes';
type Entity<K extends TableKey> = LiveData[K] extends ReadonlyMap<number, infer V> ? V : never;

/**
 * Copy-on-write view of LiveData for one batch. It also notes which events the batch touched (an
 * event counts as touched when one of its markets or outcomes changed), so the page re-checks only
 * the rows of those events.
 */
export class Draft {
  private readonly copied = new Set<TableKey>();
  private readonly next: Mutable<LiveData>;
  private orderChanged = false;
  /** Events whose own data, markets or outcomes changed; `all` when one could not be traced to its event. */
  readonly touched: { events: Set<number>; all: boolean } = { events: new Set(), all: false };

  constructor(base: LiveData) {
    this.next = { ...base };
  }

  private table<K extends TableKey>(key: K): Map<number, Entity<K>> {
    if (!this.copied.has(key)) {
      (this.next[key] as ReadonlyMap<number, Entity<K>>) = new Map(this.next[key] as ReadonlyMap<number, Entity<K>>);
      this.copied.add(key);
    }
    return this.next[key] as Map<number, Entity<K>>;
  }

  private touch(eventId: number | undefined): void {
    if (eventId === undefined) this.touched.all = true;
    else this.touched.events.add(eventId);
  }

  private eventOfOutcome(outcomeId: number, marketId = this.outcome(outcomeId)?.marketId): number | undefined {
    return marketId === undefined ? undefined : this.market(marketId)?.eventId;
  }

  get data(): LiveData {
    return this.next;
  }

  /** Whether the batch changed anything at all. */
  get changed(): boolean {
    return this.copied.size > 0 || this.orderChanged;
  }

  event = (id: number): LiveEventEntity | undefined => this.next.events.get(id);
  market = (id: number): MarketEntity | undefined => this.next.markets.get(id);
  outcome = (id: number): OutcomeEntity | undefined => this.next.outcomes.get(id);

  setEvent(event: LiveEventEntity): void {
    this.table('events').set(event.id, event);
    this.touch(event.id);
  }
  setMarket(market: MarketEntity): void {
    this.table('markets').set(market.id, market);
    this.touch(market.eventId);
  }
  setOutcome(outcome: OutcomeEntity): void {
    this.table('outcomes').set(outcome.id, outcome);
    this.touch(this.eventOfOutcome(outcome.id, outcome.marketId));
  }
  deleteEvent(id: number): void {
    this.table('events').delete(id);
    this.setOrder(this.next.order.filter((eventId) => eventId !== id));
    this.touch(id);
  }
  deleteMarket(id: number): void {
    const market = this.market(id);
    if (!market) return;
    this.touch(market.eventId);
    this.table('markets').delete(id);
  }
  deleteOutcome(id: number): void {
    const outcome = this.outcome(id);
    if (!outcome) return;
    this.touch(this.eventOfOutcome(id, outcome.marketId));
    this.table('outcomes').delete(id);
  }
  setOrder(order: readonly number[]): void {
    this.next.order = order;
    this.orderChanged = true;
  }
}

function removeMarket(draft: Draft, marketId: number): void {
  const market = draft.market(marketId);
  if (!market) return;
  for (const outcomeId of market.outcomeIds) draft.deleteOutcome(outcomeId);
  draft.deleteMarket(marketId);
  const event = draft.event(market.eventId);
  if (event) draft.setEvent({ ...event, marketIds: event.marketIds.filter((id) => id !== marketId) });
}

function removeEvent(draft: Draft, eventId: number): void {
  const event = draft.event(eventId);
  if (!event) return;
  for (const marketId of event.marketIds) removeMarket(draft, marketId);
  draft.deleteEvent(eventId);
}

const isFinishing = (event: Pick<SportEvent, 'clock' | 'isFinished'>): boolean =>
  event.isFinished === true || event.clock?.status === 'END_OF_EVENT';

/**
 * A full copy of an event (the list's refresh, a snapshot) repeats most of what the store holds;
 * only what differs is replaced, so the rows of events that did not move do not render again.
 */
const isNew = <T>(before: T | undefined, next: T): boolean => before === undefined || !dequal(before, next);

/**
 * Puts an event (snapshot or kick-off) in place of whatever the store held for it. A list's copy of
 * an event carries its main markets only (fewer than its marketCount): the others it already had stay,
 * as such a copy cannot say they are gone (their own diffs do).
 */
function upsertEvent(draft: Draft, event: SportEvent, now: number): void {
  const previous = draft.event(event.id);
  const { markets, ...fields } = event;
  const kept = markets.filter((market) => !isRemovedStatus(market.status));
  const keptIds = new Set(kept.map((market) => market.id));
  const partial = event.marketCount !== undefined && markets.length < event.marketCount;
  const others = (previous?.marketIds ?? []).filter((marketId) => !keptIds.has(marketId));
  if (!partial) for (const marketId of others) removeMarket(draft, marketId);
  for (const { outcomes, ...market } of kept) {
    const before = draft.market(market.id);
    const outcomeIds = outcomes.map((outcome) => outcome.id);
    for (const outcomeId of before?.outcomeIds ?? []) if (!outcomeIds.includes(outcomeId)) draft.deleteOutcome(outcomeId);
    const nextMarket = { ...market, outcomeIds, feedAlert: false };
    if (isNew(before, nextMarket)) draft.setMarket(nextMarket);
    for (const outcome of outcomes) {
      const nextOutcome = { ...outcome, marketId: market.id };
      if (isNew(draft.outcome(outcome.id), nextOutcome)) draft.setOutcome(nextOutcome);
    }
  }
  const finished = isFinishing(event);
  const next = {
    ...fields,
    marketIds: [...kept.map((market) => market.id), ...(partial ? others : [])],
    ...(finished ? { isFinished: true, finishedAt: previous?.finishedAt ?? now } : {}),
  };
  if (isNew(previous, next)) draft.setEvent(next);
}

/** Spec §4: a score update merges per-period scores (a diff carries only the periods that moved). */
export function mergePeriodScores(current: readonly PeriodScore[] = [], changed: readonly PeriodScore[]): PeriodScore[] {
  const key = (p: PeriodScore) => `${p.periodInstance}:${p.opponentId}`;
  const merged = new Map(current.map((p) => [key(p), p]));
  for (const p of changed) merged.set(key(p), p);
  return [...merged.values()].sort((a, b) => a.periodInstance - b.periodInstance || compareCodes(a.opponentId, b.opponentId));
}

/** Spec §4 live update types: clock minutes, open market count, clock, score, cricket outcomes. */
function applyEventDiff(event: LiveEventEntity, diff: FeedEventDiff, now: number): LiveEventEntity {
  const { t: _type, e: _id, scoresPerPeriod, ...fields } = diff;
  const next: LiveEventEntity = { ...event, ...fields };
  if (scoresPerPeriod) next.scoresPerPeriod = mergePeriodScores(event.scoresPerPeriod, scoresPerPeriod);
  if (isFinishing(next)) {
    next.isFinished = true;
    next.finishedAt = event.finishedAt ?? now;
  }
  return next;
}

function addEvent(draft: Draft, event: SportEvent, now: number): void {
  const known = draft.event(event.id) !== undefined;
  upsertEvent(draft, event, now);
  if (!known) draft.setOrder([...draft.data.order, event.id]);
}

/** A snapshot of the whole live book: it replaces every event, in the sender's order. */
function replaceBook(draft: Draft, events: readonly SportEvent[], now: number): void {
  const ids = new Set(events.map((event) => event.id));
  // Finished events stay until their display time is over, even though the sender has dropped them.
  const finished = draft.data.order.filter((id) => !ids.has(id) && draft.event(id)?.finishedAt !== undefined);
  for (const eventId of draft.data.order) if (!ids.has(eventId) && !finished.includes(eventId)) removeEvent(draft, eventId);
  for (const event of events) upsertEvent(draft, event, now);
  const order = [...ids, ...finished];
  if (isNew(draft.data.order, order)) draft.setOrder(order);
}

const toPrice = (price: FeedPrice): Price => ({ decimal: price.d });

function applyMessage(draft: Draft, message: FeedMessage, now: number): void {
  switch (message.t) {
    case 'snap':
      if (message.topic === 'live') replaceBook(draft, message.events, now);
      else for (const event of message.events) addEvent(draft, event, now);
      return;
    case 'add':
      addEvent(draft, message.event, now);
      return;
    case 'rm':
      removeEvent(draft, message.e);
      return;
    case 'ev': {
      const event = draft.event(message.e);
      if (event) draft.setEvent(applyEventDiff(event, message, now));
      return;
    }
    case 'm': {
      const market = draft.market(message.m);
      if (!market) return;
      if (isRemovedStatus(message.s)) removeMarket(draft, message.m);
      else if (market.status !== message.s || (message.sp !== undefined && market.line !== message.sp)) {
        draft.setMarket({ ...market, status: message.s, ...(message.sp === undefined ? {} : { line: message.sp }) });
      }
      return;
    }
    case 'o': {
      const outcome = draft.outcome(message.o);
      const unchanged = message.cp === undefined && (message.h === undefined || message.h === outcome?.hidden);
      if (!outcome || unchanged) return;
      const next: OutcomeEntity = { ...outcome };
      if (message.h !== undefined) next.hidden = message.h;
      if (message.cp) {
        next.consolidatedPrice = {
          currentPrice: toPrice(message.cp.cu),
          ...(message.cp.pp ? { penultimatePrice: toPrice(message.cp.pp) } : {}),
          ...(message.cp.ap ? { antepenultimatePrice: toPrice(message.cp.ap) } : {}),
        };
      }
      draft.setOutcome(next);
      return;
    }
    case 'fa': {
      const event = draft.event(message.e);
      for (const marketId of event?.marketIds ?? []) {
        const market = draft.market(marketId);
        if (market && market.feedId === message.feedId && market.feedAlert !== message.active) {
          draft.setMarket({ ...market, feedAlert: message.active });
        }
      }
      return;
    }
    case 'hello':
    case 'pong':
    case 'err':
      return;
  }
}

/** Applies a batch of feed messages to a draft (the store's path: the draft also says what changed). */
export function applyMessages(draft: Draft, messages: readonly FeedMessage[], now: number): void {
  for (const message of messages) applyMessage(draft, message, now);
}

/**
 * Loads events fetched over HTTP like a feed snapshot: the overview's list replaces the whole book
 * (in the API's order), a single event's fetch only adds or refreshes that event.
 */
export function loadInto(draft: Draft, events: readonly SportEvent[], now: number, wholeBook: boolean): void {
  if (wholeBook) replaceBook(draft, events, now);
  else for (const event of events) addEvent(draft, event, now);
}

/** Spec §4: a finished event is shown for a while, then leaves the overview. */
export function removeFinishedIn(draft: Draft, cutoff: number): void {
  const { order, events } = draft.data;
  const stale = order.filter((id) => {
    const finishedAt = events.get(id)?.finishedAt;
    return finishedAt !== undefined && finishedAt <= cutoff;
  });
  for (const eventId of stale) removeEvent(draft, eventId);
}

const drafted =
  <A extends unknown[]>(change: (draft: Draft, ...args: A) => void) =>
  (data: LiveData, ...args: A): LiveData => {
    const draft = new Draft(data);
    change(draft, ...args);
    return draft.changed ? draft.data : data;
  };

export const applyFeedMessages = drafted(applyMessages);
export const loadEvents = drafted(loadInto);
export const removeFinishedBefore = drafted(removeFinishedIn);
