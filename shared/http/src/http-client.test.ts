import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { fakeApi, type ApiReply, type ApiRequest } from './testing/fake-api';
import { MAX_GET_URL_LENGTH, createHttpClient, HttpError, SiteRedirectError, siteRedirectOf } from './http-client';

function setup(status = 200, body: unknown = { ok: true }) {
  const bus = createBus();
  const calls: Array<{ url: string; init: ApiRequest }> = [];
  fakeApi((url, init) => {
    calls.push({ url: `${url.pathname}${url.search}`, init });
    return { status, body };
  });
  return { bus, calls, client: createHttpClient(bus) };
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
  expect(calls[0]?.init.headers).toMatchObject({ 'x-accept-language': 'pt', 'x-lvs-priceformat': 'MALAY' });
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
  /** The API's 302 to a page, and the page, answered with the shell's HTML. */
  const redirectsTo = (page: string) =>
    fakeApi((url) =>
      url.pathname === page
        ? new Response('<!doctype html><title>Sportsbook</title>', { headers: { 'Content-Type': 'text/html' } })
        : new Response(null, { status: 302, headers: { Location: page } }),
    );

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
    ['/blocked', { to: 'blocked' }],
    ['/es/maintenance', { to: 'maintenance', locale: 'es' }],
  ])('tells the page over the bus and fails the call when redirected to %s', async (page, expected) => {
    const bus = createBus();
    const told: unknown[] = [];
    bus.on('site/redirected', (message) => told.push(message));
    redirectsTo(page);
    const client = createHttpClient(bus);
    await expect(client.get('/api/all_cached_settings')).rejects.toBeInstanceOf(SiteRedirectError);
    expect(told).toEqual([expected]);
  });

  it('lets an ordinary redirect through', async () => {
    const bus = createBus();
    const told: unknown[] = [];
    bus.on('site/redirected', (message) => told.push(message));
    fakeApi((url) =>
      url.pathname === '/api/v2/geo_data'
        ? { body: { ip: '1' } }
        : new Response(null, { status: 302, headers: { Location: '/api/v2/geo_data' } }),
    );
    await expect(createHttpClient(bus).get('/api/geo_data')).resolves.toEqual({ ip: '1' });
    expect(told).toEqual([]);
  });
});

describe('telling the page whether the API answers', () => {
  const availability = (bus: ReturnType<typeof createBus>) => bus.getState('site/api')?.available;

  it('a failed connection or the proxy answering for an absent API says unavailable; the next answer says available', async () => {
    const bus = createBus();
    const replies: ApiReply[] = [
      Response.error(),
      { status: 503, body: { statusCode: 503, code: 'API_UNAVAILABLE', message: 'The operator API is not answering' } },
      { status: 502, body: null },
      { body: { ok: true } },
    ];
    fakeApi(() => replies.shift());
    const client = createHttpClient(bus);
    const seen: boolean[] = [];
    bus.subscribe('site/api', ({ available }) => seen.push(available));
    await expect(client.get('/api/health')).rejects.toBeInstanceOf(TypeError);
    expect(availability(bus)).toBe(false);
    await expect(client.get('/api/health')).rejects.toMatchObject({ status: 503 });
    await expect(client.get('/api/health')).rejects.toMatchObject({ status: 502 });
    await client.get('/api/health');
    expect(seen).toEqual([false, true]);
  });

  it("the API's own refusal is an answer: it is available", async () => {
    const bus = createBus();
    fakeApi(() => ({ status: 503, body: { statusCode: 503, code: 'PROVIDER_DOWN', message: 'The jackpot provider is down' } }));
    const client = createHttpClient(bus);
    await expect(client.get('/xapi/rest/jackpotbetweb/active')).rejects.toMatchObject({ status: 503 });
    expect(availability(bus) ?? true).toBe(true);
  });
});

it('stays aborted when the request is aborted while its body arrives, instead of answering null', async () => {
  const bus = createBus();
  const controller = new AbortController();
  // The headers and the body's first bytes arrive; the player leaves before the rest does.
  let reads = 0;
  fakeApi(
    () =>
      new Response(
        new ReadableStream({
          start: (stream) => {
            stream.enqueue(new TextEncoder().encode('{"adverts": ['));
            // As a browser does: the abort fails the body's read.
            controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
          },
          // The second read is the client's, past the first bytes (MSW reads the first).
          pull: () => void (++reads === 2 && controller.abort()),
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
  );
  const client = createHttpClient(bus);
  await expect(client.get('/api/adverts/1', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
});

it('reads a body that is not JSON as null', async () => {
  fakeApi(() => new Response('not json', { headers: { 'Content-Type': 'text/plain' } }));
  await expect(createHttpClient(createBus()).get('/api/health')).resolves.toBeNull();
});
