import { configFromEnv } from '../config';
import { testServer, type TestServer } from '../testing/test-server';
import { maintenanceLocation } from './site-access';

const ADMIN_KEY = 'a-long-enough-admin-key';

describe('maintenance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ adminKey: ADMIN_KEY });
  });
  afterAll(() => server.app.close());

  const toggle = (enabled: boolean, key: string | null = ADMIN_KEY) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      headers: key === null ? {} : { 'x-admin-key': key },
      payload: { enabled },
    });

  it('sends every /api and /xapi call to the maintenance page in its language while on, and stops when off', async () => {
    expect((await toggle(true)).json()).toEqual({ maintenance: true });
    const calls = ['/api/all_cached_settings?l=fr&mc=web', '/xapi/rest/events?eventPathIds=240', '/api/demo-games/kiron'];
    const answers = await Promise.all(calls.map((url) => server.app.inject(url)));
    expect(answers.map((r) => [r.statusCode, r.headers.location])).toEqual([
      [302, '/fr/maintenance'],
      [302, '/en/maintenance'],
      [302, '/en/maintenance'],
    ]);
    expect(answers[0]?.json()).toMatchObject({ code: 'MAINTENANCE' });
    // A POST is sent away too, before anything it carries is looked at.
    const post = await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/selections', payload: { outcomeIds: [1] } });
    expect(post.statusCode).toBe(302);
    // The health check and the switch itself keep answering.
    expect((await server.app.inject('/health')).statusCode).toBe(200);
    expect((await toggle(false)).json()).toEqual({ maintenance: false });
    expect((await server.app.inject('/api/all_cached_settings?l=fr')).statusCode).toBe(200);
  });

  it('refuses the switch without the right key', async () => {
    for (const key of [null, '', 'wrong', `${ADMIN_KEY}x`]) {
      const res = await toggle(true, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ADMIN_KEY_INVALID' });
    }
    expect((await server.app.inject('/api/all_cached_settings')).statusCode).toBe(200);
  });

  it("sends a call to the maintenance page in the page's language, from `l` or the site's language header", async () => {
    expect((await toggle(true, ADMIN_KEY)).statusCode).toBe(200);
    const byHeader = await server.app.inject({ url: '/xapi/rest/events', headers: { 'x-accept-language': 'fr' } });
    expect(byHeader.headers.location).toBe('/fr/maintenance');
    const byQuery = await server.app.inject({ url: '/api/all_cached_settings?l=pt', headers: { 'x-accept-language': 'fr' } });
    expect(byQuery.headers.location).toBe('/pt/maintenance');
    expect((await toggle(false, ADMIN_KEY)).statusCode).toBe(200);
  });

  it('takes only a two-letter language for the maintenance page', () => {
    expect(maintenanceLocation('pt')).toBe('/pt/maintenance');
    expect(maintenanceLocation('//evil.example')).toBe('/en/maintenance');
    expect(maintenanceLocation(['es'])).toBe('/en/maintenance');
  });
});

describe('maintenance from the environment, and no admin route without a key', () => {
  it('starts in maintenance with SB_MAINTENANCE=1', async () => {
    const { options } = configFromEnv({ SB_MAINTENANCE: '1' });
    const server = await testServer({ maintenance: options.maintenance });
    expect((await server.app.inject('/api/all_cached_settings')).headers.location).toBe('/en/maintenance');
    const admin = await server.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      headers: { 'x-admin-key': 'anything-at-all-here' },
      payload: { enabled: false },
    });
    expect(admin.statusCode).toBe(404);
    await server.app.close();
  });

  it('reads SB_ADMIN_KEY and refuses a short one', () => {
    expect(configFromEnv({ SB_ADMIN_KEY: ADMIN_KEY }).options.adminKey).toBe(ADMIN_KEY);
    expect(configFromEnv({}).options).toMatchObject({ maintenance: false });
    expect(() => configFromEnv({ SB_ADMIN_KEY: 'short' })).toThrow('SB_ADMIN_KEY');
  });
});

describe('geo-blocking', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.app.close());

  const from = (country: string | undefined, brand?: string, url = '/api/all_cached_settings') =>
    server.app.inject({
      url,
      headers: { ...(country ? { 'cf-ipcountry': country } : {}), ...(brand ? { 'x-sb-brand': brand } : {}) },
    });

  it("sends visitors from the brand's blocked countries to /blocked", async () => {
    for (const [country, brand] of [
      ['US', undefined],
      ['us', 'eu'],
      ['GB', 'ke'],
      ['SG', 'vn'],
    ] as const) {
      const res = await from(country, brand, '/xapi/rest/live/events');
      expect({ country, brand, status: res.statusCode, location: res.headers.location }).toEqual({
        country,
        brand,
        status: 302,
        location: '/blocked',
      });
    }
  });

  it('lets everyone else in: other countries, no country header, a bad header, an unknown brand', async () => {
    expect((await from('GB', 'eu')).statusCode).toBe(200);
    expect((await from('MT')).statusCode).toBe(200);
    expect((await from(undefined)).statusCode).toBe(200);
    expect((await from('XX1')).statusCode).toBe(200);
    expect((await from('US', 'zz')).json()).toMatchObject({ statusCode: 400, code: 'UNKNOWN_BRAND' });
    expect((await from('US', undefined, '/health')).statusCode).toBe(200);
  });
});
