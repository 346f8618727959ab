/**
 * The /feed WebSocket client: it subscribes to exactly the topics the page asks for (changes are
 * debounced 500 ms, spec §9), reconnects with backoff, and on every (re)connection subscribes afresh,
 * which makes the server answer with snapshots the store resyncs from.
 */
import type { FeedClientMessage, FeedMessage } from '@sportsbook/contracts';
import { reconnectDelay } from './backoff';
import { parseFeedFrame, type FeedLogger } from './feed-message';

/** Spec §9 subscription update debounce. */
export const SUBSCRIPTION_DEBOUNCE_MS = 500;

/** The part of the browser WebSocket the client uses, so tests can hand in a fake. */
export interface FeedSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const OPEN = 1;

export interface FeedClientOptions {
  url: string;
  connect: (url: string) => FeedSocket;
  onMessages: (messages: FeedMessage[]) => void;
  onStatus: (status: 'connecting' | 'live' | 'reconnecting') => void;
  /** Called after a reconnection, once the subscriptions are renewed: a chance to refetch lists. */
  onReconnected?: () => void;
  log?: FeedLogger;
  random?: () => number;
}

export class FeedClient {
  private socket: FeedSocket | null = null;
  private readonly wanted = new Map<string, number>();
  private subscribed = new Set<string>();
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private everConnected = false;
  private stopped = true;

  constructor(private readonly options: FeedClientOptions) {}

  /** Asks for topics while the caller needs them; the returned function gives them back. */
  retain(topics: readonly string[]): () => void {
    for (const topic of topics) this.wanted.set(topic, (this.wanted.get(topic) ?? 0) + 1);
    this.scheduleSync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const topic of topics) {
        const count = (this.wanted.get(topic) ?? 0) - 1;
        if (count > 0) this.wanted.set(topic, count);
        else this.wanted.delete(topic);
      }
      this.scheduleSync();
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private open(): void {
    this.options.onStatus(this.everConnected ? 'reconnecting' : 'connecting');
    let socket: FeedSocket;
    try {
      socket = this.options.connect(this.options.url);
    } catch (error) {
      (this.options.log ?? console).warn('[live feed] cannot open the feed', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.attempt = 0;
      this.subscribed = new Set();
      this.sync();
      this.options.onStatus('live');
      if (reconnected) this.options.onReconnected?.();
    };
    socket.onmessage = (event) => {
      const messages = parseFeedFrame(event.data, this.options.log);
      for (const message of messages) {
        if (message.t === 'err') (this.options.log ?? console).warn(`[live feed] ${message.code}: ${message.message}`);
      }
      if (messages.length > 0) this.options.onMessages(messages);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.options.onStatus('reconnecting');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.open(), reconnectDelay(this.attempt++, this.options.random));
  }

  private scheduleSync(): void {
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => this.sync(), SUBSCRIPTION_DEBOUNCE_MS);
  }

  /** Sends the difference between the topics wanted and the topics the server has for us. */
  private sync(): void {
    clearTimeout(this.debounce);
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const subscribe = [...this.wanted.keys()].filter((topic) => !this.subscribed.has(topic));
    const unsubscribe = [...this.subscribed].filter((topic) => !this.wanted.has(topic));
    const send = (message: FeedClientMessage) => socket.send(JSON.stringify(message));
    if (unsubscribe.length > 0) send({ op: 'unsubscribe', topics: unsubscribe });
    if (subscribe.length > 0) send({ op: 'subscribe', topics: subscribe });
    this.subscribed = new Set(this.wanted.keys());
  }
}

/** ws:// or wss:// on the page's own origin: the shell's server and the dev server proxy /feed. */
export function feedUrl(location: Pick<Location, 'protocol' | 'host' | 'pathname'>, path: string): string {
  // A socket sends no X-Accept-Language: the page's language (its first path segment) goes as `l`.
  const language = /^\/([a-z]{2})(\/|$)/.exec(location.pathname)?.[1];
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}${language ? `?l=${language}` : ''}`;
}
