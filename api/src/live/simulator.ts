/**
 * The in-play simulator: kicks off scheduled fixtures at their start time, keeps at least a target
 * number of events live with in-play-only fixtures, plays every match forward (speed factor for
 * tests), re-prices markets from the score, suspends markets on goals, raises feed alerts, and
 * finishes events at END_OF_EVENT. Every change is published as feed diffs to the listeners.
 */
import { REMOVED_MARKET_STATUSES, type FeedMessage, type Market, type MarketStatus } from '@sportsbook/contracts';
import type { Catalogue } from '../catalogue/catalogue';
import { LEAGUES } from '../catalogue/catalogue';
import { createFixture, type EventRecord } from '../catalogue/event-factory';
import type { MatchModel } from '../catalogue/market-types';
import { quoteMarkets } from '../catalogue/sport-markets';
import { LADDER } from '../catalogue/odds-ladder';
import { MARGINS, priceFromProbability } from '../catalogue/pricing';
import type { Random } from '../catalogue/random';
import { newMatch, situationOf, step, typicalDurationSeconds, type MatchState } from './match-engine';
import { updateScoreboard } from './scoreboard';
import { drawFinishingOrder } from './finishing-order';

export interface RoutedMessage {
  eventId: number;
  /** Set for price and market diffs, so per-market subscribers get only theirs. */
  marketId?: number;
  /** A deep-catalogue market's diff: only its event's and market's subscribers get it, not the live overview. */
  detail?: true;
  message: FeedMessage;
}

export type FeedListener = (batch: readonly RoutedMessage[]) => void;
/** Told once per event when it ends, with the final match state (settlement listens). */
export type FinishListener = (record: EventRecord, state: MatchState) => void;

export interface SimulatorOptions {
  catalogue: Catalogue;
  random: Random;
  clock: () => number;
  /** Match seconds per real second. */
  speed: number;
  /** In-play-only fixtures are added until this many events are live. */
  targetLiveEvents: number;
  /** Ids of in-play-only fixtures; persisted by the caller so they never repeat across restarts. */
  nextEventId: () => number;
  /** Load mode: extra random price changes per second, for the feed benchmark. */
  loadPriceChangesPerSecond?: number;
  /** A failing tick is reported here and the next tick carries on: the feed must outlive one bad event. */
  onError?: (error: unknown) => void;
}

export interface LiveMatch {
  record: EventRecord;
  state: MatchState;
  model: MatchModel;
  random: Random;
  /** Real-clock ms until which a bet stop (after a goal) keeps every market suspended. */
  betStopUntil: number;
  /** Active feed alerts: feed id to real-clock ms when they clear. */
  feedAlerts: Map<string, number>;
  /** Markets suspended for a moment by the trader (dangerous attack, VAR...), to real-clock ms. */
  marketPauses: Map<number, number>;
  /** Real-clock ms the deep catalogue was last re-priced. */
  deepPricedAt: number;
}

/** The deep catalogue re-prices at most this often (real ms) unless a goal falls: it costs 6× the main markets. */
const DEEP_REPRICE_MS = 1000;

/** How much of the live book is football, tennis... (in-play-only fixtures are drawn by these weights). */
const SPORT_WEIGHTS: ReadonlyArray<[string, number]> = [
  ['FOOT', 45],
  ['TENN', 15],
  ['BASK', 12],
  ['ICEH', 8],
  ['EFOT', 8],
  ['EBSK', 7],
  ['CRIC', 5],
];
/** Match seconds a goal keeps the book closed. */
const BET_STOP_MATCH_SECONDS = 20;
const FEED_ALERT_PER_MATCH_MINUTE = 0.004;
const FEED_ALERT_MATCH_SECONDS = 45;
const MARKET_PAUSE_PER_MATCH_MINUTE = 0.03;
/** Outcomes this likely or unlikely are hidden rather than offered at the price floor or cap. */
const isNearCertain = (p: number) => p > 0.985;
const NEGLIGIBLE = 0.004;
/** Finished events stay readable (event page, bets) this long before they leave the store. */
const FINISHED_RETENTION_MS = 10 * 60_000;
const KICKOFF_SCAN_MS = 2_000;

export class LiveSimulator {
  private readonly matches = new Map<number, LiveMatch>();
  private readonly listeners = new Set<FeedListener>();
  private readonly finishListeners = new Set<FinishListener>();
  private readonly finishedAt = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private lastTick: number;
  private lastKickoffScan = 0;
  private loadBudget = 0;

  constructor(private readonly options: SimulatorOptions) {
    this.lastTick = options.clock();
  }

  get speed(): number {
    return this.options.speed;
  }

  /** Puts the book in play: kicks off due fixtures (fast-forwarded to now) and tops up. */
  init(): void {
    this.lastTick = this.options.clock();
    this.kickOffDueFixtures([]);
    this.topUp([], true);
  }

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.options.onError?.(error);
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  whenFinished(listener: FinishListener): void {
    this.finishListeners.add(listener);
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  live(): LiveMatch[] {
    return [...this.matches.values()];
  }

  match(eventId: number): LiveMatch | undefined {
    return this.matches.get(eventId);
  }

  isFeedAlertActive(eventId: number, feedId: string): boolean {
    const until = this.matches.get(eventId)?.feedAlerts.get(feedId);
    return until !== undefined && until > this.options.clock();
  }

  /** Advances every match by the real time since the last tick (times the speed factor). */
  tick(): void {
    const now = this.options.clock();
    const realSeconds = Math.max(0, (now - this.lastTick) / 1000);
    this.lastTick = now;
    const batch: RoutedMessage[] = [];
    for (const match of this.matches.values()) this.advance(match, realSeconds * this.options.speed, now, batch);
    if (now - this.lastKickoffScan >= KICKOFF_SCAN_MS) {
      this.lastKickoffScan = now;
      this.kickOffDueFixtures(batch);
      this.dropOldFinished(now, batch);
    }
    this.topUp(batch, false);
    if (this.options.loadPriceChangesPerSecond) this.loadNoise(realSeconds, batch);
    if (batch.length > 0) for (const listener of this.listeners) listener(batch);
  }

  private advance(match: LiveMatch, matchSeconds: number, now: number, batch: RoutedMessage[]): void {
    const { record, state, random } = match;
    const changes = step(state, match.model, matchSeconds, random);
    driftModel(match.model, random, matchSeconds);
    const timed = state.sport !== 'TENN' && state.sport !== 'CRIC' && state.sport !== 'BASK' && state.sport !== 'EBSK';
    if (changes.scored && timed) match.betStopUntil = now + (BET_STOP_MATCH_SECONDS / this.options.speed) * 1000;
    const matchMinutes = matchSeconds / 60;
    if (random.chance(FEED_ALERT_PER_MATCH_MINUTE * matchMinutes)) {
      const feedId = random.pick(record.event.markets)?.feedId;
      if (feedId && !match.feedAlerts.has(feedId)) {
        match.feedAlerts.set(feedId, now + (FEED_ALERT_MATCH_SECONDS / this.options.speed) * 1000);
        batch.push({ eventId: record.event.id, message: { t: 'fa', feedId, e: record.event.id, active: true } });
      }
    }
    for (const [feedId, until] of match.feedAlerts) {
      if (until <= now) {
        match.feedAlerts.delete(feedId);
        batch.push({ eventId: record.event.id, message: { t: 'fa', feedId, e: record.event.id, active: false } });
      }
    }
    if (record.event.markets.length > 0 && random.chance(MARKET_PAUSE_PER_MATCH_MINUTE * matchMinutes)) {
      const market = random.pick(record.event.markets);
      match.marketPauses.set(market.id, now + ((5 + random.next() * 15) / this.options.speed) * 1000);
    }
    if (changes.finished) {
      this.finish(match, now, batch);
      return;
    }
    this.reprice(match, now, batch, changes.scored || now - match.deepPricedAt >= DEEP_REPRICE_MS);
    const diff = updateScoreboard(record.event, state, match.model);
    if (diff) batch.push({ eventId: record.event.id, message: diff });
  }

  /** Re-prices from the situation and moves market states; emits only what changed. `deep` includes the deep catalogue. */
  private reprice(match: LiveMatch, now: number, batch: RoutedMessage[], deep = true): void {
    const { record, state } = match;
    const situation = situationOf(state);
    const depth = deep ? 'all' : 'main';
    const quoted = quoteMarkets(state.sport, match.model, situation, record.home, record.away, depth);
    const quotes = new Map(quoted.map((q) => [q.key, q]));
    if (deep) match.deepPricedAt = now;
    for (const [key, market] of record.marketsByKey) {
      if (REMOVED_MARKET_STATUSES.has(market.status)) continue;
      if (!deep && record.detailMarkets.has(market.id)) continue;
      const quote = quotes.get(key);
      const closesAt = record.closesAt.get(market.id) ?? 1;
      if (!quote || situation.progress >= closesAt) {
        this.setStatus(record, market, 'CLOSED', batch);
        continue;
      }
      // Decided already (over 2.5 after the third goal...): removed, as spec §4 removes all-hidden markets.
      if (quote.outcomes.every((o) => isNearCertain(o.probability) || o.probability < NEGLIGIBLE)) {
        this.setStatus(record, market, 'CLOSED', batch);
        continue;
      }
      const paused = (match.marketPauses.get(market.id) ?? 0) > now;
      const suspended = match.betStopUntil > now || paused || (match.feedAlerts.get(market.feedId) ?? 0) > now;
      this.setStatus(record, market, suspended ? 'SUSPENDED' : 'OPEN', batch);
      quote.outcomes.forEach((o, i) => {
        const outcome = market.outcomes[i];
        if (!outcome) return;
        const hidden = isNearCertain(o.probability) || o.probability < NEGLIGIBLE;
        const decimal = priceFromProbability(o.probability, Math.max(quote.margin, MARGINS.live));
        const price = outcome.consolidatedPrice;
        const moved = price.currentPrice.decimal !== decimal;
        if (!moved && outcome.hidden === hidden) return;
        const diff: FeedMessage = { t: 'o', e: record.event.id, m: market.id, o: outcome.id };
        if (moved) {
          outcome.consolidatedPrice = {
            currentPrice: { decimal },
            penultimatePrice: price.currentPrice,
            ...(price.penultimatePrice ? { antepenultimatePrice: price.penultimatePrice } : {}),
          };
          diff.cp = {
            cu: { d: decimal },
            pp: { d: price.currentPrice.decimal },
            ...(price.penultimatePrice ? { ap: { d: price.penultimatePrice.decimal } } : {}),
          };
        }
        if (outcome.hidden !== hidden) {
          outcome.hidden = hidden;
          diff.h = hidden;
        }
        batch.push({ ...routeOf(record, market), message: diff });
      });
    }
  }

  private setStatus(record: EventRecord, market: Market, status: MarketStatus, batch: RoutedMessage[]): void {
    if (market.status === status) return;
    market.status = status;
    batch.push({
      ...routeOf(record, market),
      message: {
        t: 'm',
        e: record.event.id,
        m: market.id,
        mt: market.marketTypeId,
        pt: market.period.id,
        s: status,
        ...(market.line === undefined ? {} : { sp: market.line }),
      },
    });
  }

  private finish(match: LiveMatch, now: number, batch: RoutedMessage[]): void {
    const { record, state } = match;
    for (const market of record.event.markets) {
      if (!REMOVED_MARKET_STATUSES.has(market.status)) this.setStatus(record, market, 'SETTLED', batch);
    }
    const diff = updateScoreboard(record.event, state, match.model);
    if (diff) batch.push({ eventId: record.event.id, message: diff });
    record.phase = 'FINISHED';
    this.matches.delete(record.event.id);
    this.finishedAt.set(record.event.id, now);
    for (const listener of this.finishListeners) listener(record, state);
  }

  private dropOldFinished(now: number, batch: RoutedMessage[]): void {
    for (const [eventId, at] of this.finishedAt) {
      if (now - at < FINISHED_RETENTION_MS) continue;
      this.finishedAt.delete(eventId);
      this.options.catalogue.delete(eventId);
      batch.push({ eventId, message: { t: 'rm', e: eventId } });
    }
  }

  /** Scheduled fixtures whose start time has come go in play, fast-forwarded if they began while we were down. */
  private kickOffDueFixtures(batch: RoutedMessage[]): void {
    const now = this.options.clock();
    this.options.catalogue.refresh();
    for (const record of this.options.catalogue.all()) {
      if (record.phase !== 'PREMATCH') continue;
      const start = Date.parse(record.event.startTime);
      if (start > now) continue;
      if (record.event.isOutright) {
        this.settleOutright(record);
        continue;
      }
      if (!record.model) continue;
      const elapsedMatchSeconds = ((now - start) / 1000) * this.options.speed;
      this.goLive(record, record.model, elapsedMatchSeconds, batch);
    }
  }

  private goLive(record: EventRecord, model: MatchModel, fastForwardSeconds: number, batch: RoutedMessage[]): void {
    const random = this.options.random.fork(`live:${record.event.id}`);
    const state = newMatch(record.sport.code, record.league.scoringLevel, model);
    if (state.sport === 'CRIC') state.tossWinner = random.chance(0.5) ? 'A' : 'B';
    const match: LiveMatch = {
      record,
      state,
      model: { ...model },
      random,
      betStopUntil: 0,
      feedAlerts: new Map(),
      marketPauses: new Map(),
      deepPricedAt: 0,
    };
    record.phase = 'LIVE';
    record.event.isLive = true;
    if (record.event.betBuilderEvent) record.event.betBuilderEvent = false;
    record.event.betBuilderEvent = record.sport.code === 'FOOT';
    record.event.liveStreaming = record.sport.code === 'EFOT' || record.sport.code === 'EBSK' || record.league.pathId === 3018;
    for (const market of record.event.markets) {
      market.period = { ...market.period, periodType: 'IN_RUNNING', inRunning: true };
    }
    // Fast-forward in slices so goals and periods land at believable minutes.
    for (let left = fastForwardSeconds; left > 0 && !state.finished; left -= 30)
      step(state, match.model, Math.min(30, left), random);
    if (state.finished) {
      record.phase = 'FINISHED';
      updateScoreboard(record.event, state, match.model);
      for (const market of record.event.markets) market.status = 'SETTLED';
      this.finishedAt.set(record.event.id, this.options.clock());
      for (const listener of this.finishListeners) listener(record, state);
      return;
    }
    this.matches.set(record.event.id, match);
    const silent: RoutedMessage[] = [];
    this.reprice(match, this.options.clock(), silent);
    updateScoreboard(record.event, state, match.model);
    batch.push({ eventId: record.event.id, message: { t: 'add', event: record.event } });
  }

  /** A season ends: the table is drawn with the chances the book priced, and the outright settles. */
  private settleOutright(record: EventRecord): void {
    const market = record.event.markets[0];
    const state = newMatch(record.sport.code, record.league.scoringLevel);
    if (market) {
      const random = this.options.random.fork(`outright:${record.event.id}`);
      state.outrightOrder = drawFinishingOrder(
        market.outcomes.map((o) => 1 / o.consolidatedPrice.currentPrice.decimal),
        () => random.next(),
      );
      state.outrightWinner = state.outrightOrder[0];
      market.status = 'SETTLED';
    }
    state.finished = true;
    record.phase = 'FINISHED';
    this.finishedAt.set(record.event.id, this.options.clock());
    for (const listener of this.finishListeners) listener(record, state);
  }

  /** In-play-only fixtures keep the live book at its target size, like the lower leagues real books carry. */
  private topUp(batch: RoutedMessage[], atStartup: boolean): void {
    const { random, targetLiveEvents, speed } = this.options;
    let attempts = 0;
    while (this.matches.size < targetLiveEvents) {
      const sport = weightedSport(random);
      const ref = random.pick(LEAGUES.filter((r) => r.sport.code === sport));
      // Nobody plays two matches at once.
      const busy = new Set(this.live().flatMap((m) => [m.record.home, m.record.away]));
      const free = ref.league.teams.filter((team) => !busy.has(team));
      // A big load-mode book can run out of idle teams; then a team may play twice.
      if (free.length < 2 && ++attempts <= 50) continue;
      const [home, away] = random.shuffle(free.length >= 2 ? free : ref.league.teams) as [string, string];
      const id = this.options.nextEventId();
      const probe = newMatch(ref.sport.code, ref.league.scoringLevel);
      // At start-up events are spread over their whole duration; later ones kick off now.
      const elapsedMatchSeconds = atStartup ? random.next() * typicalDurationSeconds(probe) * 0.85 : 0;
      const start = this.options.clock() - (elapsedMatchSeconds / speed) * 1000;
      const record = createFixture({
        id,
        ref,
        home,
        away,
        startTime: start,
        ratings: this.options.catalogue.random,
        random: random.fork(`fixture:${id}`),
      });
      this.options.catalogue.add(record);
      this.goLive(record, record.model as MatchModel, elapsedMatchSeconds, batch);
    }
  }

  /** Load mode: random small price moves topping the match-driven ones up to the configured rate. */
  private loadNoise(realSeconds: number, batch: RoutedMessage[]): void {
    const natural = batch.filter((m) => m.message.t === 'o').length;
    this.loadBudget = Math.max(0, this.loadBudget + realSeconds * (this.options.loadPriceChangesPerSecond ?? 0) - natural);
    const matches = this.live();
    if (matches.length === 0) return;
    const { random } = this.options;
    for (; this.loadBudget >= 1; this.loadBudget--) {
      const match = random.pick(matches);
      const market = match.record.event.markets.find((m) => m.status === 'OPEN') ?? match.record.event.markets[0];
      const outcome = market && market.outcomes.length > 0 ? random.pick(market.outcomes) : undefined;
      if (!market || !outcome) continue;
      const before = outcome.consolidatedPrice.currentPrice.decimal;
      const index = LADDER.indexOf(before);
      const decimal = LADDER[
        Math.min(LADDER.length - 1, Math.max(0, index + (random.chance(0.5) ? 1 : -1) * random.int(1, 3)))
      ] as number;
      outcome.consolidatedPrice = { currentPrice: { decimal }, penultimatePrice: { decimal: before } };
      batch.push({
        eventId: match.record.event.id,
        marketId: market.id,
        message: { t: 'o', e: match.record.event.id, m: market.id, o: outcome.id, cp: { cu: { d: decimal }, pp: { d: before } } },
      });
    }
  }
}

/** Where a market's diff goes: its event's and its own subscribers, and the live overview unless it is a deep market. */
const routeOf = (record: EventRecord, market: Market): Omit<RoutedMessage, 'message'> => ({
  eventId: record.event.id,
  marketId: market.id,
  ...(record.detailMarkets.has(market.id) ? { detail: true as const } : {}),
});

function weightedSport(random: Random): string {
  const total = SPORT_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [sport, weight] of SPORT_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return sport;
  }
  return 'FOOT';
}

/** Team form drifts a little during a match, so prices move between goals as they do on a real book. */
function driftModel(model: MatchModel, random: Random, matchSeconds: number): void {
  const scale = Math.sqrt(Math.max(0, matchSeconds) / 60) * 0.02;
  const noise = () => (random.next() - 0.5) * 2 * scale;
  switch (model.kind) {
    case 'goals':
      model.lambdaA *= Math.exp(noise());
      model.lambdaB *= Math.exp(noise());
      break;
    case 'points':
      model.margin += noise() * 20;
      break;
    case 'sets':
      model.pSetA = Math.min(0.9, Math.max(0.1, model.pSetA + noise() / 2));
      break;
    case 'cricket':
      model.pA = Math.min(0.9, Math.max(0.1, model.pA + noise() / 2));
      break;
  }
}
