import { originMatcher } from './cross-site';
import { testServer, type TestServer } from '../testing/test-server';

/** Cross-site state changes refused, forms only where spec §7 posts one, proxies named. */

const SITE = 'https://www.sportsbook.test';
/** An embedding parent (a native app's page) that the operator lists in SITE_ORIGINS because it calls the API. */
const PARENT = 'https://app.sportsbook.example';
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ siteOrigins: [SITE, PARENT], trustedProxies: ['10.0.0.1'] });
});
afterAll(() => server.app.close());

const LOGIN = '/api/auth/api/login';
const credentials = { username: 'demo', password: 'demo123' };
const login = (headers: Record<string, string>, payload: unknown = credentials) =>
  server.app.inject({ method: 'POST', url: LOGIN, headers, payload: payload as Record<string, string> });

it('accepts a state change from the site itself, an embedding parent, and a client that is not a browser', async () => {
  expect((await login({ origin: SITE })).statusCode).toBe(200);
  expect((await login({ origin: PARENT })).statusCode).toBe(200);
  expect((await login({})).statusCode).toBe(200);
  expect((await login({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
});

it('refuses a state change from another site, by Origin or by Sec-Fetch-Site', async () => {
  const attempts: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
  for (const headers of attempts) {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(res.cookies.find((c) => c.name === 'sb_session')).toBeUndefined();
  }
});

it('lets a sandboxed frame (Origin: null) call without cookies, never with them', async () => {
  expect((await login({ origin: 'null' })).statusCode).toBe(200);
  expect((await login({ origin: 'null', cookie: 'sb_session=x' })).statusCode).toBe(403);
});

it('reads a form only where spec §7 posts one (authenticate); JSON-only routes answer 415', async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE };
  const body = 'username=demo&password=demo123';
  expect((await login(form, body)).statusCode).toBe(415);
  const authenticate = await server.app.inject({
    method: 'POST',
    url: '/api/auth/en/api/plugins/component/route/header_login/authenticate',
    headers: form,
    payload: body,
  });
  expect(authenticate.statusCode).toBe(200);
});

it('believes X-Forwarded-For only from a configured proxy', async () => {
  const ipSeen = async (remoteAddress: string) =>
    (await server.app.inject({ url: '/api/v2/geo_data', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } })).json<{
      ip?: string;
    }>().ip;
  expect(await ipSeen('10.0.0.1')).toBe('203.0.113.9');
  expect(await ipSeen('198.51.100.7')).toBe('198.51.100.7');
});

it('matches exact origins, and any port of a host only when configured with :*', () => {
  const allowed = originMatcher(['https://www.sportsbook.test', 'http://localhost:*']);
  expect(allowed('https://www.sportsbook.test')).toBe(true);
  expect(allowed('https://www.sportsbook.test:8443')).toBe(false);
  expect(allowed('http://localhost:3170')).toBe(true);
  expect(allowed('http://localhost.evil.example:3000')).toBe(false);
  expect(allowed('http://localhost:3000.evil.example')).toBe(false);
});
