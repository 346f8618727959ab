import type { FastifyInstance } from 'fastify';
import { loginAs, testServer, type TestServer } from '../testing/test-server';

/**
 * Random bodies, params and queries to every route, logged in and out. Whatever a client
 * sends, the answer is a 4xx or a success, never a 5xx, and the server keeps answering.
 */

/** Full paths and methods, read from Fastify's own route tree. */
function routesOf(app: FastifyInstance): Array<{ path: string; methods: string[] }> {
  const stack: string[] = [];
  const routes: Array<{ path: string; methods: string[] }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD');
    if (methods.length > 0) routes.push({ path: stack.join(''), methods });
  }
  return routes;
}

/** A small deterministic generator so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const junkValues: unknown[] = [
    -1,
    0,
    1e308,
    -1e308,
    1.5,
    'NaN',
    'Infinity',
    '',
    ' ',
    '1e9999',
    '٣٤',
    '１２',
    'x'.repeat(5000),
    null,
    true,
    [],
    {},
    [1, 'a', null],
    { unitStake: -5 },
    { unitStake: '12abc' },
    { stake: 1e300 },
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '💥',
  ];
  const value = (depth = 0): unknown => {
    const roll = next();
    if (depth < 2 && roll < 0.25)
      return Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 4) }, () => [pick(KEYS), value(depth + 1)]));
    if (depth < 2 && roll < 0.35) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
    return pick(junkValues);
  };
  const param = () => String(pick(['-1', '0', 'abc', '999999999999999999999', '1.5', '%2e%2e', 'null', '💥', 'x'.repeat(300)]));
  return { next, pick, value, param };
}

const KEYS = [
  'model',
  'singles',
  'multiples',
  'systems',
  'outcomeIds',
  'unitStake',
  'username',
  'password',
  'code',
  'answer',
  'uuid',
  'price_format',
  'id',
  'amount',
];

describe.each([false, true])('random requests (logged in: %s)', (loggedIn) => {
  let server: TestServer;
  let cookie: string | undefined;

  beforeAll(async () => {
    server = await testServer();
    cookie = loggedIn ? (await loginAs(server.app)).cookie : undefined;
  });
  afterAll(() => server.app.close());

  it('never answers 5xx and stays up', async () => {
    const rng = random(loggedIn ? 7 : 11);
    const failures: string[] = [];
    const routes = routesOf(server.app).filter((r) => r.path !== '/feed');
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/xapi/rest/accounts/:accountId/betslips', '/api/session']),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      for (const method of route.methods) {
        for (let attempt = 0; attempt < 6; attempt++) {
          const url = route.path.replace(/:[A-Za-z]+(\|:[A-Za-z]+)?/g, () => encodeURIComponent(rng.param()));
          const query = `?${KEYS.slice(0, 3)
            .map((k) => `${k}=${encodeURIComponent(String(rng.value()))}`)
            .join('&')}`;
          const raw = rng.next() < 0.3;
          const response = await server.app.inject({
            method: method as 'GET',
            url: url + query,
            headers: {
              ...(cookie ? { cookie } : {}),
              'content-type': raw
                ? rng.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded'])
                : 'application/json',
            },
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: raw ? rng.pick(['{"a":', 'not json', '[]', '{}', '\u0000']) : JSON.stringify(rng.value()) }),
          });
          if (response.statusCode >= 500)
            failures.push(`${method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await server.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
