import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SECURITY_ANSWER } from '../accounts/demo-accounts';
import { testServer } from '../testing/test-server';

/**
 * Every path that can create a session applies the account's second factor. Each login
 * route is tried with every demo account; a two-factor account gets no session, no token and no
 * integrable login from its password alone, and gets one once its code or answer has passed.
 */

const LOGIN = '/api/auth/en/api/plugins/component/route/header_login';
const INTEGRATE = '/api/auth/en/api/plugins/module/route/als_integration/integrate';
const REFRESH = '/api/accounts/me/sessions/refresh';
const CODE = '654321';

const ROUTES = [
  { name: 'header login', url: `${LOGIN}/authenticate` },
  { name: 'direct login', url: '/api/auth/api/login' },
  { name: 'partner accounts/sessions', url: '/api/accounts/sessions' },
  { name: 'iCore players/login', url: '/xapi/icore/players/login' },
] as const;

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer({ auth: { otpFixedCode: CODE } }));
});
afterAll(() => app.close());

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name && c.value !== '')?.value;

/** Any session credential an answer could carry: the cookie, or a token in the body under any of its names. */
function sessionCredential(res: LightMyRequestResponse): string | undefined {
  if (cookieOf(res, 'sb_session')) return 'sb_session cookie';
  const text = res.body;
  for (const field of ['jwe_token', 'accessToken', 'alsToken', 'jweToken']) {
    const match = new RegExp(`"${field}":"([^"]+)"`).exec(text);
    if (match) return field;
  }
  return undefined;
}

async function passFactor(factor: 'OTP' | 'QUESTION', login: string): Promise<string | undefined> {
  const cookies = { sb_login: login };
  const res =
    factor === 'OTP'
      ? await app.inject({ method: 'POST', url: `${LOGIN}/otp/validate`, cookies, payload: { code: CODE } })
      : await app.inject({
          method: 'POST',
          url: `${LOGIN}/security_question/checkAnswer`,
          cookies,
          payload: { answer: DEMO_SECURITY_ANSWER },
        });
  expect(res.json()).toMatchObject({ success: true });
  return cookieOf(res, 'sb_login');
}

describe.each(ROUTES)('$name', ({ url }) => {
  it.each(DEMO_ACCOUNTS.map((d) => [d.account.username, d.account] as const))('%s', async (_name, account) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { username: account.username, password: DEMO_PASSWORD },
      // Each account on its own brand's site (the shell's server names the brand of the host).
      headers: { 'x-sb-brand': account.brand },
      remoteAddress: `10.1.${ROUTES.findIndex((r) => r.url === url)}.${DEMO_ACCOUNTS.findIndex((d) => d.account === account)}`,
    });
    if (account.status !== 'ACTIVE') {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(sessionCredential(res)).toBeUndefined();
      return;
    }
    expect(res.statusCode).toBe(200);
    const integrated = cookieOf(res, 'sb_login');
    if (account.loginMode === 'PLAIN') {
      // A plain account: a session at once, or (header login) one integrate away.
      if (url.endsWith('/authenticate')) {
        const integrate = await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: integrated ?? '' } });
        expect(sessionCredential(integrate)).toBeDefined();
      } else {
        expect(sessionCredential(res)).toBeDefined();
      }
      return;
    }
    // Two factors: nothing that opens a session yet.
    expect(sessionCredential(res)).toBeUndefined();
    const pending = integrated ?? '';
    expect(pending).not.toBe('');
    const early = await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: pending } });
    expect(early.statusCode).toBe(401);
    expect(sessionCredential(early)).toBeUndefined();
    const refresh = await app.inject({ method: 'POST', url: REFRESH, cookies: { sb_login: pending } });
    expect(refresh.statusCode).toBe(401);
    // The factor passes: now, and only now, integrate opens the session.
    const verified = await passFactor(account.loginMode, pending);
    const integrate = await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: verified ?? '' } });
    expect(integrate.statusCode).toBe(200);
    expect(sessionCredential(integrate)).toBeDefined();
  });
});

describe.each(ROUTES)('$name on another brand', ({ url }) => {
  it.each([
    ['kenya', 'eu'],
    ['vietnam', 'ke'],
    ['demo', 'vn'],
  ])('refuses %s on the %s site with INT090 and no session, after the password only', async (username, site) => {
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: { username, password },
        headers: { 'x-sb-brand': site },
        remoteAddress: `10.2.${ROUTES.findIndex((r) => r.url === url)}.${site.charCodeAt(0)}`,
      });
    const refused = await login(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'INT090' });
    expect(sessionCredential(refused)).toBeUndefined();
    expect(cookieOf(refused, 'sb_login')).toBeUndefined();
    // A wrong password learns nothing about where the account lives.
    expect((await login('wrong-password')).json()).toMatchObject({ code: 'INT003' });
  });
});

it('a session token is refused in a URL: /api/session answers 400 naming accessToken', async () => {
  const res = await app.inject({ url: '/api/session?accessToken=abc' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'TOKEN_IN_URL', message: expect.stringContaining('accessToken') });
});
