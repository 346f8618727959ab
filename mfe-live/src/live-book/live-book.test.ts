import { find, messagesUntil } from '../testing/recorded-feed/recorded';
import { FakeSocket } from '../testing/fake-socket';
import { FINISHED_DISPLAY_MS, createLiveBook } from './live-book';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const sockets: FakeSocket[] = [];
  const book = createLiveBook({
    url: 'ws://site/feed',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    scheduleFrame: (callback) => callback(),
  });
  return { book, socket: () => sockets.at(-1) as FakeSocket, sockets };
}

it('shows a finished event for its display time, then takes it off the book (spec §4 END_OF_EVENT)', () => {
  const { book, socket } = setup();
  const release = book.retain([]);
  socket().open();
  const finish = find('ev', (m) => m.clock?.status === 'END_OF_EVENT');
  socket().receive(messagesUntil((m) => m === finish));
  expect(book.store.getState().events.get(finish.e)?.isFinished).toBe(true);
  jest.advanceTimersByTime(FINISHED_DISPLAY_MS - 1);
  expect(book.store.getState().order).toContain(finish.e);
  // The sweep runs every few seconds, so the event leaves within one sweep after its time is up.
  jest.advanceTimersByTime(5_001);
  expect(book.store.getState().order).not.toContain(finish.e);
  expect(book.store.getState().events.has(finish.e)).toBe(false);
  release();
});

it('opens one feed for all its users and closes it with the last one', () => {
  const { book, sockets, socket } = setup();
  const first = book.retain(['event:1']);
  const second = book.retain(['event:2']);
  expect(sockets).toHaveLength(1);
  first();
  expect(socket().closed).toBe(false);
  second();
  expect(socket().closed).toBe(true);
});
