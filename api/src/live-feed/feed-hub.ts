/**
 * Fans the simulator's diffs out to WebSocket clients by subscription: all live events, one event,
 * or one market. A (re)subscription answers with a snapshot first, so a client that reconnects or
 * missed frames rebuilds its state from it and then applies diffs.
 */
import type { FeedClientMessage, FeedMessage, FeedTopic, SportEvent } from '@sportsbook/contracts';
import { FEED_PROTOCOL_VERSION, isRecord } from '@sportsbook/contracts';
import type { Catalogue } from '../catalogue/catalogue';
import { presentEvent } from '../catalogue/events-query';
import type { LiveSimulator, RoutedMessage } from '../live/simulator';

/** The subset of a ws WebSocket the hub uses, so tests can hand in a fake. */
export interface FeedSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export const MAX_TOPICS_PER_CLIENT = 1000;
/** A client this far behind cannot catch up with diffs; it is closed and will resubscribe for a snapshot. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Client {
  socket: FeedSocket;
  live: boolean;
  events: Set<number>;
  markets: Set<number>;
}

const TOPIC = /^(live|event:(\d{1,15})|market:(\d{1,17}))$/;

export function parseClientMessage(raw: string): FeedClientMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'message is not JSON';
  }
  if (!isRecord(value)) return 'message must be a JSON object';
  if (value.op === 'ping') return { op: 'ping' };
  if (value.op !== 'subscribe' && value.op !== 'unsubscribe') return 'op must be subscribe, unsubscribe or ping';
  if (!Array.isArray(value.topics) || !value.topics.every((t) => typeof t === 'string'))
    return 'topics must be an array of strings';
  if (value.topics.length > MAX_TOPICS_PER_CLIENT) return `at most ${MAX_TOPICS_PER_CLIENT} topics per message`;
  return { op: value.op, topics: value.topics as string[] };
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

  connect(socket: FeedSocket): (raw: string) => void {
    const client: Client = { socket, live: false, events: new Set(), markets: new Set() };
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
    const replies: FeedMessage[] = [];
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
      const subscribe = message.op === 'subscribe';
      if (match[2] !== undefined) this.toggleEvent(client, topic as FeedTopic, Number(match[2]), subscribe, replies);
      else if (match[3] !== undefined) this.toggleMarket(client, topic as FeedTopic, Number(match[3]), subscribe, replies);
      else {
        client.live = subscribe;
        if (subscribe) replies.push({ t: 'snap', topic: 'live', events: this.liveSnapshot() });
      }
    }
    if (client.events.size + client.markets.size > MAX_TOPICS_PER_CLIENT) {
      replies.push({ t: 'err', code: 'TOO_MANY_TOPICS', message: `at most ${MAX_TOPICS_PER_CLIENT} event and market topics` });
      client.events.clear();
      client.markets.clear();
    }
    this.send(client, replies);
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
    replies.push({ t: 'snap', topic, events: [presentEvent(record, { includeMarkets: true })] });
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
    replies.push({ t: 'snap', topic, events: [event] });
  }

  private liveSnapshot(): SportEvent[] {
    return this.simulator.live().map((m) => presentEvent(m.record, { includeMarkets: true }));
  }

  private broadcast(batch: readonly RoutedMessage[]): void {
    // Every live-overview client gets the same frame: serialise it once (the load benchmark has many).
    let whole: string | undefined;
    for (const client of this.clients) {
      if (client.live) {
        whole ??= JSON.stringify(batch.map((routed) => routed.message));
        this.sendRaw(client, whole);
        continue;
      }
      const out: FeedMessage[] = [];
      for (const routed of batch) {
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
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(1013, 'client too slow; reconnect and resubscribe');
      this.clients.delete(client);
      return;
    }
    client.socket.send(frame);
  }
}
