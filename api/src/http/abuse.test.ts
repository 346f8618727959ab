import v8 from 'node:v8';
import vm from 'node:vm';
import type { EventsResponse, FeedMessage } from '@sportsbook/contracts';
import type { InjectOptions } from 'fastify';
import { FEED_LIMITS, FeedHub, type FeedSocket } from '../live-feed/feed-hub';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';
import { REQUEST_LIMITS } from './request-limits';

/**
 * The abuse suite: the worst request each schema allows, sent anonymously where the
 * route allows it. Every one is answered with a 4xx or an error within a second, the heap stays
 * under a stated bound, and the API still answers afterwards.
 */

/** The most the whole suite may add to the heap; one of the old unbounded requests took gigabytes. */
const HEAP_BOUND_BYTES = 64 * 1024 * 1024;
const ANSWER_WITHIN_MS = 1000;

/** Live heap after a full collection: garbage from other test files in this worker does not count. */
function liveHeap(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

let server: TestServer;
let heapBefore: number;
let outcomeIds: number[];
beforeAll(async () => {
  server = await testServer();
  heapBefore = liveHeap();
  const events = (
    await server.app.inject('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100')
  ).json<EventsResponse>().events;
  outcomeIds = events.filter((e) => !e.isOutright).map((e) => e.markets[0]?.outcomes[0]?.id as number);
});
afterAll(() => server.app.close());

async function timed(request: InjectOptions | string) {
  const started = performance.now();
  const res = await server.app.inject(request);
  return { res, ms: performance.now() - started };
}

const ALL_SYSTEMS = Array.from({ length: 11 }, (_, i) => String(i + 2).padStart(3, '0'));

it('a slip of 100 selections with every system staked is refused at once, without listing a line', async () => {
  const singles = Array.from({ length: 100 }, (_, i) => ({ outcomeId: outcomeIds[i % outcomeIds.length] as number }));
  const { res, ms } = await timed({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { model: { singles, systems: ALL_SYSTEMS.map((ref) => ({ ref, unitStake: 1 })) } },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'RES-00247', message: expect.stringContaining('singles') });
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
});

it('outcome ids in the query string count toward the same limit', async () => {
  const { res, ms } = await timed({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { outcomeIds: outcomeIds.slice(0, 40).join(',') },
  });
  expect(res.statusCode).toBe(400);
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
});

it('15 selections with every system staked: each system past the line limit is refused by its count', async () => {
  const singles = outcomeIds.slice(0, 15).map((outcomeId) => ({ outcomeId }));
  const { res, ms } = await timed({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    payload: { model: { singles, systems: ALL_SYSTEMS.map((ref) => ({ ref, unitStake: 1 })) } },
  });
  expect(res.statusCode).toBe(200);
  const refused = res.json<{ model: { errors: Array<{ code: string; ref?: string }> } }>().model.errors;
  // C(15,4) = 1365 ... C(15,11) = 1365 lines each: over the limit of 1000.
  expect(refused.filter((e) => e.code === 'RES-00233').map((e) => e.ref)).toEqual([
    '004',
    '005',
    '006',
    '007',
    '008',
    '009',
    '010',
    '011',
  ]);
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
});

it('a logged-in placement of 100 selections is refused before any outcome is looked up', async () => {
  const player = freshPlayer(server);
  const singles = Array.from({ length: 100 }, (_, i) => ({ outcomeId: 1 + i, unitStake: 1 }));
  const { res, ms } = await timed({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=abuse-placement-1`,
    headers: player.headers,
    payload: { singles, systems: [{ ref: '012', unitStake: 1 }] },
  });
  expect(res.statusCode).toBe(400);
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
});

it('a body nested past the depth limit is refused before it is parsed', async () => {
  const depth = REQUEST_LIMITS.bodyBytes / 2 - 10;
  const { res, ms } = await timed({
    method: 'POST',
    url: '/xapi/rest/betslips/selections',
    headers: { 'content-type': 'application/json' },
    payload: '['.repeat(depth) + ']'.repeat(depth),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
});

it('a body over the size limit is refused with 413, and a huge string with 400 naming the field', async () => {
  const big = await timed({
    method: 'POST',
    url: '/api/auth/api/login',
    payload: { username: 'x'.repeat(REQUEST_LIMITS.bodyBytes), password: 'p' },
  });
  expect(big.res.statusCode).toBe(413);
  const long = await timed({ method: 'POST', url: '/api/auth/api/login', payload: { username: 'x'.repeat(101), password: 'p' } });
  expect(long.res.statusCode).toBe(400);
  expect(long.res.json<{ message: string }>().message).toContain('username');
  expect(Math.max(big.ms, long.ms)).toBeLessThan(ANSWER_WITHIN_MS);
});

it('an events query with more ids than allowed is refused; the largest allowed page answers in time', async () => {
  const ids = Array.from({ length: REQUEST_LIMITS.idsPerQuery + 1 }, (_, i) => String(1_000_000_000 + i)).join(',');
  const tooMany = await timed({ method: 'POST', url: '/xapi/rest/events', payload: { ids } });
  expect(tooMany.res.statusCode).toBe(400);
  expect(tooMany.res.json<{ message: string }>().message).toContain('ids');
  const largest = await timed({ url: '/xapi/rest/events?eventsPerPage=500&includeMarkets=true' });
  expect(largest.res.statusCode).toBe(200);
  expect(Math.max(tooMany.ms, largest.ms)).toBeLessThan(ANSWER_WITHIN_MS);
});

it('metrics from anonymous clients do not grow the heap: 5,000 distinct page names over HTTP', async () => {
  // Over a real socket: inject() keeps each response reachable for a while, which would hide a real leak in noise.
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  for (let i = 0; i < 5000; i++) {
    const res = await fetch(`${address}/api/metrics?app=shell&page_path=/p/${i}-${'x'.repeat(400)}`);
    if (res.status !== 200) throw new Error(await res.text());
  }
  // 5,000 round trips take about a second on a quiet machine and several on a busy one: this test is
  // about the heap, not speed, so it gets room for a shared CI box.
}, 60_000);

describe('the live feed', () => {
  const fakeSocket = () => {
    const frames: FeedMessage[][] = [];
    const socket = {
      bufferedAmount: 0,
      closed: undefined as number | undefined,
      send: (data: string) => void frames.push(JSON.parse(data) as FeedMessage[]),
      close: (code?: number) => void (socket.closed = code),
    };
    return { socket, frames, errors: () => frames.flat().filter((m) => m.t === 'err') };
  };
  let hub: FeedHub;
  beforeAll(() => {
    hub = new FeedHub(server.ctx.simulator, server.ctx.catalogue, server.ctx.clock);
  });
  afterAll(() => hub.close());

  it('refuses a message with more topics than allowed, and builds no snapshot for it', () => {
    const { socket, frames, errors } = fakeSocket();
    const receive = hub.connect(socket as FeedSocket);
    const topics = outcomeIds.slice(0, FEED_LIMITS.topicsPerMessage + 1).map((id) => `market:${id}`);
    receive(JSON.stringify({ op: 'subscribe', topics }));
    expect(errors()).toEqual([expect.objectContaining({ code: 'BAD_MESSAGE', message: expect.stringContaining('topics') })]);
    expect(frames.flat().some((m) => m.t === 'snap')).toBe(false);
  });

  it('caps topics per connection before subscribing', () => {
    const { socket, errors } = fakeSocket();
    const receive = hub.connect(socket as FeedSocket);
    const ids = [...server.ctx.catalogue.all()].slice(0, FEED_LIMITS.topicsPerConnection + 50).map((r) => r.event.id);
    for (let i = 0; i < ids.length; i += FEED_LIMITS.topicsPerMessage) {
      receive(
        JSON.stringify({ op: 'subscribe', topics: ids.slice(i, i + FEED_LIMITS.topicsPerMessage).map((id) => `event:${id}`) }),
      );
    }
    expect(errors().map((e) => e.t === 'err' && e.code)).toContain('TOO_MANY_TOPICS');
  });

  it('refuses deep nesting and disconnects a consumer that does not read', () => {
    const { socket, errors } = fakeSocket();
    const receive = hub.connect(socket as FeedSocket);
    receive('['.repeat(30_000) + ']'.repeat(30_000));
    expect(errors()).toHaveLength(1);
    socket.bufferedAmount = FEED_LIMITS.bufferedBytes + 1;
    receive(JSON.stringify({ op: 'ping' }));
    expect(socket.closed).toBe(1013);
  });
});

it('the heap stays under its bound and the API still answers', async () => {
  const grown = liveHeap() - heapBefore;
  expect(grown).toBeLessThan(HEAP_BOUND_BYTES);
  expect((await server.app.inject('/health')).statusCode).toBe(200);
});
