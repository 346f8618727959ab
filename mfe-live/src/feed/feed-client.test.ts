import { eventFrames } from '../testing/recorded-feed/recorded';
import { FakeSocket } from '../testing/fake-socket';
import { FeedClient, SUBSCRIPTION_DEBOUNCE_MS, feedUrl } from './feed-client';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const sockets: FakeSocket[] = [];
  const onMessages = jest.fn();
  const onStatus = jest.fn();
  const onReconnected = jest.fn();
  const log = { warn: jest.fn() };
  const client = new FeedClient({
    url: 'ws://site/feed',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessages,
    onStatus,
    onReconnected,
    log,
    random: () => 1,
  });
  const socket = (i = sockets.length - 1) => {
    const s = sockets[i];
    if (!s) throw new Error('no socket');
    return s;
  };
  return { client, sockets, socket, onMessages, onStatus, onReconnected, log };
}

it('subscribes to the wanted topics as soon as the socket opens', () => {
  const { client, socket, onStatus } = setup();
  client.retain(['event:1', 'event:2']);
  client.start();
  expect(onStatus).toHaveBeenLastCalledWith('connecting');
  socket().open();
  expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['event:1', 'event:2'] }]);
  expect(onStatus).toHaveBeenLastCalledWith('live');
});

it('debounces subscription changes by 500 ms and sends only the difference', () => {
  const { client, socket } = setup();
  const releaseFirst = client.retain(['event:1']);
  client.start();
  socket().open();
  socket().sent = [];
  releaseFirst();
  const releaseSecond = client.retain(['event:2']);
  client.retain(['event:3']);
  releaseSecond();
  jest.advanceTimersByTime(SUBSCRIPTION_DEBOUNCE_MS - 1);
  expect(socket().sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(socket().sent).toEqual([
    { op: 'unsubscribe', topics: ['event:1'] },
    { op: 'subscribe', topics: ['event:3'] },
  ]);
});

it('keeps a topic two components share until both give it back', () => {
  const { client, socket } = setup();
  const a = client.retain(['event:1']);
  const b = client.retain(['event:1']);
  client.start();
  socket().open();
  socket().sent = [];
  a();
  jest.advanceTimersByTime(SUBSCRIPTION_DEBOUNCE_MS);
  expect(socket().sent).toEqual([]);
  b();
  b();
  jest.advanceTimersByTime(SUBSCRIPTION_DEBOUNCE_MS);
  expect(socket().sent).toEqual([{ op: 'unsubscribe', topics: ['event:1'] }]);
});

it('hands over the valid messages of each recorded frame and logs server errors', () => {
  const { client, socket, onMessages, log } = setup();
  client.start();
  socket().open();
  for (const frame of eventFrames) socket().receive(frame);
  expect(onMessages).toHaveBeenCalledTimes(eventFrames.length);
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('UNKNOWN_EVENT'));
  socket().receive('garbage');
  expect(onMessages).toHaveBeenCalledTimes(eventFrames.length);
});

it('reconnects with growing delays, resubscribes everything and asks for a resync', () => {
  const { client, sockets, socket, onStatus, onReconnected } = setup();
  client.retain(['event:1']);
  client.start();
  socket().open();
  socket().drop();
  expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
  jest.advanceTimersByTime(499);
  expect(sockets).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(sockets).toHaveLength(2);
  socket().drop();
  jest.advanceTimersByTime(999);
  expect(sockets).toHaveLength(2);
  jest.advanceTimersByTime(1);
  expect(sockets).toHaveLength(3);
  socket().open();
  expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['event:1'] }]);
  expect(onReconnected).toHaveBeenCalledTimes(1);
  expect(onStatus).toHaveBeenLastCalledWith('live');
  socket().drop();
  jest.advanceTimersByTime(500);
  expect(sockets).toHaveLength(4);
});

it('retries when the socket cannot even be created', () => {
  let calls = 0;
  const client = new FeedClient({
    url: 'ws://site/feed',
    connect: () => {
      calls++;
      throw new Error('blocked');
    },
    onMessages: jest.fn(),
    onStatus: jest.fn(),
    log: { warn: jest.fn() },
    random: () => 1,
  });
  client.start();
  jest.advanceTimersByTime(500);
  expect(calls).toBe(2);
  client.stop();
  jest.advanceTimersByTime(60_000);
  expect(calls).toBe(2);
});

it('stops for good: closes the socket and never reconnects', () => {
  const { client, sockets, socket } = setup();
  client.start();
  socket().open();
  client.stop();
  expect(socket().closed).toBe(true);
  jest.advanceTimersByTime(60_000);
  expect(sockets).toHaveLength(1);
});

it('builds the feed URL on the page origin', () => {
  expect(feedUrl({ protocol: 'https:', host: 'book.example:8443', pathname: '/' }, '/feed')).toBe('wss://book.example:8443/feed');
  expect(feedUrl({ protocol: 'http:', host: 'localhost:3000', pathname: '/es/live/sport/' }, '/feed')).toBe(
    'ws://localhost:3000/feed?l=es',
  );
});
