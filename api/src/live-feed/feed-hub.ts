/**
 * Fans the simulator's diffs out to WebSocket clients by subscription: all live events, one event,
 * or one market. A (re)subscription answers with a snapshot first, so a client that reconnects or
 * missed frames rebuilds its state from it and then applies diffs.
 */
import type { FeedClientMessage, FeedMessage, FeedTopic, Locale, SportEvent } from '@sportsbook/contracts';
import { FEED_PROTOCOL_VERSION, FEED_TOPICS_PER_MESSAGE, describeIssues, feedClientMessageSchema } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import type { Catalogue } from '../catalogue/catalogue';
import { inLanguage } from '../catalogue/catalogue-words';
import { presentEvent } from '../catalogue/events-query';
import { jsonDepthExceeds, REQUEST_LIMITS } from '../http/request-limits';
import type { LiveSimulator, RoutedMessage } from '../live/simulator';

/** The subset of a ws WebSocket the hub uses, so tests can hand in a fake. */
export interface FeedSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Limits of one connection, checked before any snapshot is built (docs/security.md). */
export const FEED_LIMITS = {
  topicsPerMessage: FEED_TOPICS_PER_MESSAGE,
  /** Event and market topics one connection holds at once. */
  topicsPerConnection: 200,
  /** Bytes of snapshots one subscribe message is answered with; later topics are refused, not built. */
  replyBytes: 4 * 1024 * 1024,
  /** A client this far behind cannot catch up with diffs; it is closed and will resubscribe for a snapshot. */
  bufferedBytes: 2 * 1024 * 1024,
  /** Open connections in all. */
  connections: 2000,
} as const;

interface Client {
  socket: FeedSocket;
  live: boolean;
  events: Set<number>;
  markets: Set<number>;
  /** The language its snapshots name things in (the socket's `l`). */
  locale: Locale;
}

const TOPIC = /^(live|event:(\d{1,15})|market:(\d{1,17}))$/;

function parseClientMessage(raw: string): FeedClientMessage | string {
  let value: unknown;
  if (jsonDepthExceeds(raw, REQUEST_LIMITS.jsonDepth)) return `message nests deeper than ${REQUEST_LIMITS.jsonDepth} levels`;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'message is not JSON';
  }
  const message = v.safeParse(feedClientMessageSchema, value);
  return message.success ? message.output : describeIssues(message.issues);
}

export class FeedHub {
  private readonly clients = new Set<Client>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly simulator: LiveSimulator,
    private readonly catalogue: Catalogue,
    private readonly clock: () => number,
  ) {
    this.unsubscribe = simulator.subscribe((batch) => this.broadcast(batch));
  }

  get size(): number {
    return this.clients.size;
  }

  connect(socket: FeedSocket, locale: Locale = 'en'): (raw: string) => void {
    const client: Client = { socket, live: false, events: new Set(), markets: new Set(), locale };
    this.clients.add(client);
    this.send(client, [
      { t: 'hello', v: FEED_PROTOCOL_VERSION, serverTime: new Date(this.clock()).toISOString(), speed: this.simulator.speed },
    ]);
    return (raw) => this.receive(client, raw);
  }

  disconnect(socket: FeedSocket): void {
    for (const client of this.clients) if (client.socket === socket) this.clients.delete(client);
  }

  close(): void {
    this.unsubscribe();
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }

  private receive(client: Client, raw: string): void {
    const message = parseClientMessage(raw);
    if (typeof message === 'string') {
      this.send(client, [{ t: 'err', code: 'BAD_MESSAGE', message }]);
      return;
    }
    if (message.op === 'ping') {
      this.send(client, [{ t: 'pong' }]);
      return;
    }
    const subscribe = message.op === 'subscribe';
    const adding = subscribe ? message.topics.filter((t) => t !== 'live' && !this.holds(client, t)).length : 0;
    if (client.events.size + client.markets.size + adding > FEED_LIMITS.topicsPerConnection) {
      const limit = FEED_LIMITS.topicsPerConnection;
      this.send(client, [
        { t: 'err', code: 'TOO_MANY_TOPICS', message: `at most ${limit} event and market topics per connection` },
      ]);
      return;
    }
    const replies: FeedMessage[] = [];
    let bytes = 0;
    for (const topic of message.topics) {
      const match = TOPIC.exec(topic);
      if (!match) {
        replies.push({
          t: 'err',
          code: 'UNKNOWN_TOPIC',
          message: `unknown topic "${topic}"; use live, event:{id} or market:{id}`,
        });
        continue;
      }
      if (subscribe && bytes > FEED_LIMITS.replyBytes) {
        replies.push({ t: 'err', code: 'REPLY_TOO_LARGE', message: `"${topic}" not subscribed: ask for fewer topics at once` });
        continue;
      }
      const before = replies.length;
      if (match[2] !== undefined) this.toggleEvent(client, topic as FeedTopic, Number(match[2]), subscribe, replies);
      else if (match[3] !== undefined) this.toggleMarket(client, topic as FeedTopic, Number(match[3]), subscribe, replies);
      else {
        client.live = subscribe;
        if (subscribe) replies.push({ t: 'snap', topic: 'live', events: inLanguage(this.liveSnapshot(), client.locale) });
      }
      for (const reply of replies.slice(before)) bytes += JSON.stringify(reply).length;
    }
    this.send(client, replies);
  }

  private holds(client: Client, topic: string): boolean {
    const match = TOPIC.exec(topic);
    if (match?.[2] !== undefined) return client.events.has(Number(match[2]));
    if (match?.[3] !== undefined) return client.markets.has(Number(match[3]));
    return false;
  }

  private toggleEvent(client: Client, topic: FeedTopic, eventId: number, subscribe: boolean, replies: FeedMessage[]): void {
    if (!subscribe) {
      client.events.delete(eventId);
      return;
    }
    const record = this.catalogue.get(eventId);
    if (!record) {
      replies.push({ t: 'err', code: 'UNKNOWN_EVENT', message: `no event ${eventId}` });
      return;
    }
    client.events.add(eventId);
    replies.push({
      t: 'snap',
      topic,
      events: [inLanguage(presentEvent(record, { includeMarkets: true, depth: 'all' }), client.locale)],
    });
  }

  private toggleMarket(client: Client, topic: FeedTopic, marketId: number, subscribe: boolean, replies: FeedMessage[]): void {
    if (!subscribe) {
      client.markets.delete(marketId);
      return;
    }
    const found = this.catalogue.market(marketId);
    if (!found) {
      replies.push({ t: 'err', code: 'UNKNOWN_MARKET', message: `no market ${marketId}` });
      return;
    }
    client.markets.add(marketId);
    const event: SportEvent = { ...presentEvent(found.record, { includeMarkets: false }), markets: [found.market] };
    replies.push({ t: 'snap', topic, events: [inLanguage(event, client.locale)] });
  }

  private liveSnapshot(): SportEvent[] {
    return this.simulator.live().map((m) => presentEvent(m.record, { includeMarkets: true }));
  }

  private broadcast(batch: readonly RoutedMessage[]): void {
    // Every live-overview client gets the same frame: serialise it once (the load benchmark has many).
    // It carries the main markets only, as the live snapshot does; deep markets go to their event's subscribers.
    let whole: string | undefined;
    const overview = batch.filter((routed) => !routed.detail);
    const details = overview.length === batch.length ? [] : batch.filter((routed) => routed.detail);
    for (const client of this.clients) {
      if (client.live && overview.length > 0) {
        whole ??= JSON.stringify(overview.map((routed) => routed.message));
        this.sendRaw(client, whole);
      }
      if (client.events.size + client.markets.size === 0) continue;
      const out: FeedMessage[] = [];
      for (const routed of client.live ? details : batch) {
        if (client.events.has(routed.eventId) || (routed.marketId !== undefined && client.markets.has(routed.marketId))) {
          out.push(routed.message);
        }
      }
      this.send(client, out);
    }
  }

  private send(client: Client, messages: FeedMessage[]): void {
    if (messages.length > 0) this.sendRaw(client, JSON.stringify(messages));
  }

  private sendRaw(client: Client, frame: string): void {
    if (client.socket.bufferedAmount > FEED_LIMITS.bufferedBytes) {
      client.socket.close(1013, 'client too slow; reconnect and resubscribe');
      this.clients.delete(client);
      return;
    }
    client.socket.send(frame);
  }
}
