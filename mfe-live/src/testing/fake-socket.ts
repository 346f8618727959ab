/** A WebSocket stand-in for unit tests: records what the client sends and lets the test play the server. */
import type { FeedMessage } from '@sportsbook/contracts';
import type { FeedSocket } from '../feed/feed-client';

export class FakeSocket implements FeedSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(messages: FeedMessage[] | string): void {
    this.onmessage?.({ data: typeof messages === 'string' ? messages : JSON.stringify(messages) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}
