import type { FeedMessage, SportEvent } from '@sportsbook/contracts';
import type { WebSocket } from 'ws';
import { testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ live: { speed: 60 } });
});
afterAll(() => server.app.close());

/** Collects every message the socket receives. */
async function connect(path = '/feed'): Promise<{
  ws: WebSocket;
  messages: FeedMessage[];
  next: (predicate: (m: FeedMessage) => boolean) => Promise<FeedMessage>;
}> {
  const messages: FeedMessage[] = [];
  const waiters: Array<() => void> = [];
  const ws = await server.app.injectWS(
    path,
    {},
    {
      onInit: (socket) =>
        socket.on('message', (data) => {
          messages.push(...(JSON.parse(data.toString()) as FeedMessage[]));
          waiters.splice(0).forEach((w) => w());
        }),
    },
  );
  const next = async (predicate: (m: FeedMessage) => boolean): Promise<FeedMessage> => {
    for (let i = 0; i < 50; i++) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
    throw new Error('message never came');
  };
  return { ws, messages, next };
}

it('greets, then answers a live subscription with a snapshot of every live event', async () => {
  const { ws, next } = await connect();
  expect(await next((m) => m.t === 'hello')).toMatchObject({ v: 1, speed: 60 });
  ws.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
  const snap = (await next((m) => m.t === 'snap')) as Extract<FeedMessage, { t: 'snap' }>;
  expect(snap.topic).toBe('live');
  expect(snap.events.length).toBeGreaterThanOrEqual(40);
  ws.terminate();
});

it("names a snapshot's sports, markets and outcomes in the socket's language (l), the teams as they are", async () => {
  const spanish = await connect('/feed?l=es');
  spanish.ws.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
  const snap = (await spanish.next((m) => m.t === 'snap')) as Extract<FeedMessage, { t: 'snap' }>;
  const football = snap.events.find((event) => event.sportCode === 'FOOT');
  expect(football?.eventPaths[0]?.description).toBe('Fútbol');
  expect(football?.markets.flatMap((market) => market.outcomes.map((outcome) => outcome.description))).toContain('Empate');
  expect(football?.description).toMatch(/ vs /);
  spanish.ws.terminate();
});

it('pushes small diffs with the short price keys as the matches run', async () => {
  const { ws, next, messages } = await connect();
  ws.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
  await next((m) => m.t === 'snap');
  for (let i = 0; i < 5; i++) server.play(1000);
  const price = (await next((m) => m.t === 'o' && m.cp !== undefined)) as Extract<FeedMessage, { t: 'o' }>;
  expect(price).toMatchObject({
    t: 'o',
    e: expect.any(Number),
    m: expect.any(Number),
    o: expect.any(Number),
    cp: { cu: { d: expect.any(Number) }, pp: { d: expect.any(Number) } },
  });
  expect(Math.floor(price.o / 100)).toBe(price.m);
  const clock = await next((m) => m.t === 'ev' && m.clock !== undefined);
  expect(Object.keys(clock).length).toBeLessThan(8);
  expect(messages.some((m) => m.t === 'm')).toBe(true);
  ws.terminate();
});

it('sends an event subscriber only that event, a market subscriber only that market', async () => {
  const live = server.ctx.simulator.live();
  const event = live.find((m) => m.record.sport.code === 'FOOT')?.record.event as SportEvent;
  const market = event.markets[0];
  const a = await connect();
  const b = await connect();
  a.ws.send(JSON.stringify({ op: 'subscribe', topics: [`event:${event.id}`] }));
  b.ws.send(JSON.stringify({ op: 'subscribe', topics: [`market:${market?.id}`] }));
  const snapA = (await a.next((m) => m.t === 'snap')) as Extract<FeedMessage, { t: 'snap' }>;
  const snapB = (await b.next((m) => m.t === 'snap')) as Extract<FeedMessage, { t: 'snap' }>;
  expect(snapA.events.map((e) => e.id)).toEqual([event.id]);
  expect(snapB.events[0]?.markets.map((m) => m.id)).toEqual([market?.id]);
  for (let i = 0; i < 20; i++) server.play(1000);
  await a.next((m) => m.t === 'ev');
  await new Promise((r) => setTimeout(r, 50));
  expect(a.messages.every((m) => !('e' in m) || m.e === event.id)).toBe(true);
  expect(b.messages.every((m) => (m.t !== 'o' && m.t !== 'm') || m.m === market?.id)).toBe(true);
  expect(b.messages.some((m) => m.t === 'ev')).toBe(false);
  a.ws.terminate();
  b.ws.terminate();
});

it("sends a deep market's diffs to its event's subscribers, and keeps the live overview to the main markets", async () => {
  const match = server.ctx.simulator.live().find((m) => m.record.sport.code === 'FOOT');
  const record = match?.record;
  if (!record) throw new Error('no football in play');
  const overview = await connect();
  const page = await connect();
  overview.ws.send(JSON.stringify({ op: 'subscribe', topics: ['live', `event:${record.event.id}`] }));
  page.ws.send(JSON.stringify({ op: 'subscribe', topics: [`event:${record.event.id}`] }));
  const liveSnap = (await overview.next((m) => m.t === 'snap' && m.topic === 'live')) as Extract<FeedMessage, { t: 'snap' }>;
  const pageSnap = (await page.next((m) => m.t === 'snap')) as Extract<FeedMessage, { t: 'snap' }>;
  const inLive = liveSnap.events.find((e) => e.id === record.event.id)?.markets ?? [];
  expect(inLive.some((m) => record.detailMarkets.has(m.id))).toBe(false);
  expect(pageSnap.events[0]?.markets.some((m) => record.detailMarkets.has(m.id))).toBe(true);
  const isDetailDiff = (m: FeedMessage) => (m.t === 'o' || m.t === 'm') && record.detailMarkets.has(m.m);
  for (let i = 0; i < 20 && !page.messages.some(isDetailDiff); i++) server.play(1000);
  await page.next(isDetailDiff);
  // The overview socket also holds the event, so it gets the deep diffs through the event topic, as the page does.
  await overview.next(isDetailDiff);
  // Nothing plays between calls to play(): once the frames in flight land, both sockets have them all.
  await new Promise((r) => setTimeout(r, 50));
  expect(overview.messages.filter(isDetailDiff)).toHaveLength(page.messages.filter(isDetailDiff).length);
  const bare = await connect();
  bare.ws.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
  await bare.next((m) => m.t === 'snap');
  for (let i = 0; i < 5; i++) server.play(1000);
  await bare.next((m) => m.t === 'ev');
  expect(bare.messages.some(isDetailDiff)).toBe(false);
  for (const socket of [overview, page, bare]) socket.ws.terminate();
});

it('answers bad messages and unknown topics with an error message, and keeps the socket open', async () => {
  const { ws, next } = await connect();
  ws.send('not json');
  expect(await next((m) => m.t === 'err')).toMatchObject({ code: 'BAD_MESSAGE' });
  ws.send(JSON.stringify({ op: 'subscribe', topics: ['casino', 'event:1'] }));
  await next((m) => m.t === 'err' && m.code === 'UNKNOWN_TOPIC');
  await next((m) => m.t === 'err' && m.code === 'UNKNOWN_EVENT');
  ws.send(JSON.stringify({ op: 'ping' }));
  await next((m) => m.t === 'pong');
  ws.terminate();
});

it('stops sending after unsubscribe', async () => {
  const { ws, next, messages } = await connect();
  ws.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
  await next((m) => m.t === 'snap');
  ws.send(JSON.stringify({ op: 'unsubscribe', topics: ['live'] }));
  ws.send(JSON.stringify({ op: 'ping' }));
  await next((m) => m.t === 'pong');
  const count = messages.length;
  for (let i = 0; i < 5; i++) server.play(1000);
  await new Promise((r) => setTimeout(r, 50));
  expect(messages.length).toBe(count);
  ws.terminate();
});
