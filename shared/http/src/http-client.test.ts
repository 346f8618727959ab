import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { MAX_GET_URL_LENGTH, createHttpClient, HttpError, SiteRedirectError, siteRedirectOf } from './http-client';

const jsonResponse = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

function setup(status = 200, body: unknown = { ok: true }) {
  const bus = createBus();
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return jsonResponse(status, body);
  }) as typeof fetch;
  return { bus, calls, client: createHttpClient(bus, fetchImpl) };
}

it('sends a short query as GET with empty values left out', async () => {
  const { client, calls } = setup();
  await client.get('/xapi/rest/events', { query: { page: 2, ids: undefined, bettable: true, dateFrom: '' } });
  expect(calls[0]?.url).toBe('/xapi/rest/events?page=2&bettable=true');
  expect(calls[0]?.init.method).toBe('GET');
});

it('switches to POST with a hash and the params as body above 2000 characters', async () => {
  const { client, calls } = setup();
  const ids = Array.from({ length: 400 }, (_, i) => 100000 + i).join(',');
  await client.get('/xapi/rest/events', { query: { ids, page: 1 } });
  const call = calls[0];
  expect(`/xapi/rest/events?ids=${ids}`.length).toBeGreaterThan(MAX_GET_URL_LENGTH);
  expect(call?.init.method).toBe('POST');
  expect(call?.url).toMatch(/^\/xapi\/rest\/events\?hash=[0-9a-z]+$/);
  expect(JSON.parse(String(call?.init.body))).toEqual({ ids, page: 1 });
});

it('decorates calls with the language and the upper-cased odds format', async () => {
  const { client, calls, bus } = setup();
  bus.setState('locale', { locale: 'pt' });
  bus.setState('odds-format', { format: 'malay' });
  await client.get('/xapi/rest/events');
  expect(calls[0]?.init.headers).toMatchObject({ 'X-Accept-Language': 'pt', 'X-LVS-PriceFormat': 'MALAY' });
});

it.each([401, 403])('logs a logged-in player out with reason unauthorized on %i', async (status) => {
  const { client, bus } = setup(status, { statusCode: status, code: 'UNAUTHORIZED', message: 'no' });
  bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a', username: 'u', expiresAt: 1 });
  const reasons: string[] = [];
  bus.on('session/logout', (m) => reasons.push(m.reason));
  await expect(client.get('/xapi/rest/accounts/a/info')).rejects.toBeInstanceOf(HttpError);
  expect(reasons).toEqual(['unauthorized']);
});

it('does not publish a logout for a 401 while logged out', async () => {
  const { client, bus } = setup(401, null);
  bus.setState('session', LOGGED_OUT);
  const reasons: string[] = [];
  bus.on('session/logout', (m) => reasons.push(m.reason));
  await expect(client.get('/x')).rejects.toMatchObject({ status: 401, body: null });
  expect(reasons).toEqual([]);
});

describe('redirects to the blocked and maintenance pages (spec §2)', () => {
  /** What fetch gives after following a 302: the page it landed on, answered with the shell's HTML. */
  const landedOn = (url: string) =>
    (async () =>
      ({
        ok: true,
        status: 200,
        redirected: true,
        url,
        json: async () => {
          throw new SyntaxError('Unexpected token < in JSON');
        },
      }) as unknown as Response) as typeof fetch;

  it.each([
    ['http://site.example/blocked', { to: 'blocked' }],
    ['http://site.example/fr/blocked', { to: 'blocked', locale: 'fr' }],
    ['http://site.example/es/maintenance', { to: 'maintenance', locale: 'es' }],
    ['http://site.example/m/pt/maintenance', { to: 'maintenance', locale: 'pt' }],
    ['http://site.example/maintenance/', { to: 'maintenance' }],
  ])('recognises %s', (url, expected) => {
    expect(siteRedirectOf(url)).toEqual(expected);
  });

  it.each(['http://site.example/en/sports', 'http://site.example/api/blocked/list', 'http://site.example/en/maintenance-window'])(
    'leaves %s alone',
    (url) => {
      expect(siteRedirectOf(url)).toBeNull();
    },
  );

  it.each([
    ['http://site.example/blocked', { to: 'blocked' }],
    ['http://site.example/es/maintenance', { to: 'maintenance', locale: 'es' }],
  ])('tells the page over the bus and fails the call when redirected to %s', async (url, expected) => {
    const bus = createBus();
    const told: unknown[] = [];
    bus.on('site/redirected', (message) => told.push(message));
    const client = createHttpClient(bus, landedOn(url));
    await expect(client.get('/api/all_cached_settings')).rejects.toBeInstanceOf(SiteRedirectError);
    expect(told).toEqual([expected]);
  });

  it('lets an ordinary redirect through', async () => {
    const bus = createBus();
    const told: unknown[] = [];
    bus.on('site/redirected', (message) => told.push(message));
    const fetchImpl = (async () =>
      ({
        ok: true,
        status: 200,
        redirected: true,
        url: 'http://site.example/api/v2/geo_data',
        json: async () => ({ ip: '1' }),
      }) as unknown as Response) as typeof fetch;
    await expect(createHttpClient(bus, fetchImpl).get('/api/geo_data')).resolves.toEqual({ ip: '1' });
    expect(told).toEqual([]);
  });
});

describe('telling the page whether the API answers', () => {
  const availability = (bus: ReturnType<typeof createBus>) => bus.getState('site/api')?.available;

  it('a failed connection or the proxy answering for an absent API says unavailable; the next answer says available', async () => {
    const bus = createBus();
    const responses: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => jsonResponse(503, { statusCode: 503, code: 'API_UNAVAILABLE', message: 'The operator API is not answering' }),
      async () => jsonResponse(502, null),
      async () => jsonResponse(200, { ok: true }),
    ];
    const client = createHttpClient(bus, () => (responses.shift() as () => Promise<Response>)());
    const seen: boolean[] = [];
    bus.subscribe('site/api', ({ available }) => seen.push(available));
    await expect(client.get('/api/health')).rejects.toThrow('Failed to fetch');
    expect(availability(bus)).toBe(false);
    await expect(client.get('/api/health')).rejects.toMatchObject({ status: 503 });
    await expect(client.get('/api/health')).rejects.toMatchObject({ status: 502 });
    await client.get('/api/health');
    expect(seen).toEqual([false, true]);
  });

  it("the API's own refusal is an answer: it is available", async () => {
    const bus = createBus();
    const client = createHttpClient(bus, async () =>
      jsonResponse(503, { statusCode: 503, code: 'PROVIDER_DOWN', message: 'The jackpot provider is down' }),
    );
    await expect(client.get('/xapi/rest/jackpotbetweb/active')).rejects.toMatchObject({ status: 503 });
    expect(availability(bus) ?? true).toBe(true);
  });
});

it('stays aborted when the request is aborted while its body arrives, instead of answering null', async () => {
  const bus = createBus();
  const controller = new AbortController();
  const fetchImpl = (async () =>
    ({
      ok: true,
      status: 200,
      json: async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    }) as unknown as Response) as typeof fetch;
  const client = createHttpClient(bus, fetchImpl);
  await expect(client.get('/api/adverts/1', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
});

it('reads a body that is not JSON as null', async () => {
  const fetchImpl = (async () =>
    ({ ok: true, status: 200, json: async () => JSON.parse('not json') }) as unknown as Response) as typeof fetch;
  await expect(createHttpClient(createBus(), fetchImpl).get('/api/health')).resolves.toBeNull();
});
