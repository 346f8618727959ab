import {
  loginDetailsSchema,
  SESSION_HINT_COOKIE,
  sessionResponseSchema,
  sessionTokensResponseSchema,
} from '@sportsbook/contracts';
import type {
  ApiError,
  AuthenticateResponse,
  AuthStepResponse,
  LoginDetails,
  SessionResponse,
  SessionTokensResponse,
  TermsStatus,
} from '@sportsbook/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contractViolations } from '../testing/contract-check';
import { loginAs, testServer, type TestClock } from '../testing/test-server';

const LOGIN = '/api/auth/en/api/plugins/component/route/header_login';
const INTEGRATE = '/api/auth/en/api/plugins/module/route/als_integration/integrate';

let app: FastifyInstance;
let clock: TestClock;
beforeAll(async () => {
  ({ app, clock } = await testServer({ auth: { otpFixedCode: '123456', sessionTtlSeconds: 600 } }));
});
afterAll(() => app.close());

const loginCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'sb_login')?.value ?? '';

async function authenticate(username: string, password = 'demo123', form = false) {
  return app.inject({
    method: 'POST',
    url: `${LOGIN}/authenticate`,
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `username=${username}&password=${password}&product=sportsbook`,
        }
      : { payload: { username, password, product: 'sportsbook' } }),
  });
}

it('logs a plain account in: authenticate (form), integrate, then an HttpOnly SameSite session cookie', async () => {
  const first = await authenticate('demo', 'demo123', true);
  expect(first.statusCode).toBe(200);
  expect(first.json<AuthenticateResponse>()).toEqual({ success: true, otp: false, username: 'demo' });
  const res = await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: loginCookieOf(first) } });
  expect(res.statusCode).toBe(200);
  const session = res.json<SessionResponse>();
  expect(contractViolations(session, sessionResponseSchema)).toEqual([]);
  expect(session).toMatchObject({ id: '100001', username: 'demo', currency: 'EUR', expires_in: 600 });
  const cookie = res.cookies.find((c) => c.name === 'sb_session');
  expect(cookie).toMatchObject({ value: session.jwe_token, httpOnly: true, sameSite: 'Lax', path: '/' });
  // The page reads the hint to know a session may exist; it lives as long as the session and grants nothing.
  const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
  expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie?.maxAge });
  expect(hint?.httpOnly).toBeUndefined();
  const claims = JSON.parse(Buffer.from(session.jwe_token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    sub: string;
  };
  expect(claims).toMatchObject({ sub: '100001', exp: Math.floor(session.expires_at / 1000) });

  const again = await app.inject({ url: '/api/session', cookies: { sb_session: session.jwe_token } });
  expect(again.json<SessionResponse>().id).toBe('100001');
  const bearer = await app.inject({ url: '/api/session', headers: { authorization: `Bearer ${session.jwe_token}` } });
  expect(bearer.statusCode).toBe(200);
});

it('lets a verified login be exchanged for a session only once', async () => {
  const first = await authenticate('demo');
  const loginCookie = loginCookieOf(first);
  expect((await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: loginCookie } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: loginCookie } })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: INTEGRATE })).statusCode).toBe(401);
});

it('asks for a one-time code and validates it (spec §5 messages for bad input)', async () => {
  const first = await authenticate('otp');
  expect(first.json<AuthenticateResponse>().otp).toBe(true);
  const pending = loginCookieOf(first);
  const validate = (code: string) =>
    app.inject({
      method: 'POST',
      url: `${LOGIN}/otp/validate`,
      cookies: { sb_login: pending },
      payload: { code, product: 'sportsbook' },
    });
  expect((await validate('')).json<AuthStepResponse>()).toMatchObject({ success: false, message: 'Field should be required' });
  expect((await validate('12a')).json<AuthStepResponse>()).toMatchObject({ success: false, message: 'Field should be numeric' });
  expect((await validate('123')).json<AuthStepResponse>()).toMatchObject({
    success: false,
    message: 'Minimum requirement not met',
  });
  expect((await validate('654321')).json<AuthStepResponse>()).toMatchObject({ success: false, status: 'FAILURE' });
  // Integrating before the code is accepted is refused.
  expect((await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: pending } })).statusCode).toBe(401);
  const ok = await validate('123456');
  expect(ok.json<AuthStepResponse>()).toMatchObject({ success: true, status: 'SUCCESS' });
  const session = await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: loginCookieOf(ok) } });
  expect(session.json<SessionResponse>().username).toBe('otp');
});

it("words each step's message in the login path's language, English for one the site does not speak", async () => {
  const pending = loginCookieOf(await authenticate('otp'));
  const validate = (locale: string, code: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN.replace('/en/', `/${locale}/`) + '/otp/validate',
      cookies: { sb_login: pending },
      payload: { code },
    });
  expect((await validate('es', '')).json<AuthStepResponse>().message).toBe('El campo es obligatorio');
  expect((await validate('fr', '654321')).json<AuthStepResponse>().message).toBe("Le code n'est pas correct");
  expect((await validate('pt-BR', '12a')).json<AuthStepResponse>().message).toBe('O campo deve ser numérico');
  expect((await validate('xx', '654321')).json<AuthStepResponse>().message).toBe('The code is not correct');
  expect((await validate('vi', '123456')).json<AuthStepResponse>().message).toBe('Mã đã được chấp nhận');
});

it('makes a player wait 5 minutes before a new code', async () => {
  const pending = loginCookieOf(await authenticate('otp'));
  const generate = () => app.inject({ method: 'POST', url: `${LOGIN}/otp/generate`, cookies: { sb_login: pending } });
  expect((await generate()).json<AuthStepResponse>().success).toBe(false);
  clock.advance(5 * 60_000);
  expect((await generate()).json<AuthStepResponse>().success).toBe(true);
});

it('asks the security question and checks the answer', async () => {
  const first = await authenticate('question');
  expect(first.json<AuthenticateResponse>().otp).toBeNull();
  const pending = loginCookieOf(first);
  const question = await app.inject({
    method: 'POST',
    url: `${LOGIN}/security_question/getquestion`,
    cookies: { sb_login: pending },
  });
  expect(question.json()).toMatchObject({ success: true, question: 'What was the name of your first pet?' });
  const check = (answer: string) =>
    app.inject({
      method: 'POST',
      url: `${LOGIN}/security_question/checkAnswer`,
      cookies: { sb_login: pending },
      payload: { answer },
    });
  expect((await check('felix')).json<AuthStepResponse>().success).toBe(false);
  const ok = await check('  Rex ');
  expect(ok.json<AuthStepResponse>().success).toBe(true);
  expect((await app.inject({ method: 'POST', url: INTEGRATE, cookies: { sb_login: loginCookieOf(ok) } })).statusCode).toBe(200);
});

it.each([
  ['demo', 'wrong', 401, 'INT003'],
  ['nobody', 'demo123', 401, 'INT003'],
  ['suspended', 'demo123', 402, 'INT009'],
  ['locked', 'demo123', 403, 'INT008'],
  ['pending', 'demo123', 403, 'INT056'],
])('refuses %s/%s with %i %s in the spec §8 shape', async (username, password, status, code) => {
  const res = await authenticate(username, password);
  expect(res.statusCode).toBe(status);
  expect(res.json<ApiError>()).toEqual({ statusCode: status, code, responseCode: code, message: expect.any(String) });
});

it('rate-limits wrong passwords per username with a Retry-After', async () => {
  const { app: limited } = await testServer();
  const attempt = (password: string) =>
    limited.inject({ method: 'POST', url: `${LOGIN}/authenticate`, payload: { username: 'kenya', password } });
  for (let i = 0; i < 5; i++) expect((await attempt('nope')).statusCode).toBe(401);
  const blocked = await attempt('demo123');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  await limited.close();
});

it('expires sessions after their lifetime and revokes them on logout', async () => {
  const player = await loginAs(app, 'kenya');
  expect((await app.inject({ url: '/api/session', headers: player.headers })).statusCode).toBe(200);
  clock.advance(601_000);
  expect((await app.inject({ url: '/api/session', headers: player.headers })).statusCode).toBe(401);

  const other = await loginAs(app, 'vietnam');
  const logout = await app.inject({ method: 'DELETE', url: '/api/accounts/me/sessions', headers: other.headers });
  expect(logout.statusCode).toBe(204);
  expect(logout.cookies.find((c) => c.name === 'sb_session')?.value).toBe('');
  expect(logout.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  expect((await app.inject({ url: '/api/session', headers: other.headers })).statusCode).toBe(401);
});

it('refuses a tampered token', async () => {
  const player = await loginAs(app);
  const [header, payload, signature] = player.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '100007' })).toString('base64url')}.${signature}`;
  expect((await app.inject({ url: '/api/session', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
});

it('serves the partner accounts/sessions API with terms of use and refresh', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/accounts/sessions?l=en&mc=mobile',
    payload: { username: 'demo', password: 'demo123', device: { clientType: 'Browser', deviceId: 'x', deviceType: 'Mobile' } },
  });
  expect(created.statusCode).toBe(200);
  const body = created.json<SessionTokensResponse>();
  expect(contractViolations(body, sessionTokensResponseSchema)).toEqual([]);
  expect(body.data.fileName).toEqual(expect.any(String));
  const auth = { authorization: `Bearer ${body.data.accessToken}` };
  const terms = () => app.inject({ url: '/api/accounts/me/terms', headers: auth }).then((r) => r.json<TermsStatus>());
  expect(await terms()).toEqual({ fileName: body.data.fileName });
  const accepted = await app.inject({ method: 'POST', url: '/api/accounts/me/sessions/accept-terms', headers: auth });
  expect(accepted.json<SessionTokensResponse>().data.fileName).toBeUndefined();
  // The account keeps the acceptance: a later session, in any browser, is not asked again.
  expect(await terms()).toEqual({ fileName: null });
  expect((await app.inject({ url: '/api/accounts/me/terms' })).statusCode).toBe(401);
  clock.advance(60_000);
  const refreshed = await app.inject({ method: 'POST', url: '/api/accounts/me/sessions/refresh', headers: auth });
  expect(refreshed.json<SessionTokensResponse>().data.accessToken).not.toBe(body.data.accessToken);
});

it('serves iCore login with login details, and checkplayer', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/icore/players/login',
    payload: { username: 'demo', password: 'demo123' },
  });
  const details = res.json<LoginDetails>();
  expect(contractViolations(details, loginDetailsSchema)).toEqual([]);
  expect(details).toMatchObject({ authExecuted: true, username: 'demo', currency: 'EUR' });
  expect(details.jweToken).toBe(details.alsToken);
  const check = await app.inject({ url: '/xapi/icore/checkplayer', cookies: { extToken: details.jweToken } });
  expect(check.json()).toEqual({ valid: true, username: 'demo', accountId: '100001' });

  const pending = await app.inject({
    method: 'POST',
    url: '/xapi/icore/players/login',
    payload: { username: 'question', password: 'demo123' },
  });
  expect(pending.json<LoginDetails>()).toMatchObject({
    authExecuted: false,
    jweToken: '',
    question: 'What was the name of your first pet?',
  });
});

it('requires a session for /api/session, and clears a hint that outlived its session', async () => {
  const stale = await app.inject({ url: '/api/session', cookies: { [SESSION_HINT_COOKIE]: '1' } });
  expect(stale.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  expect(stale.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
});

it('serves the direct /api/login of one brand: a session for plain accounts, the otp flag otherwise', async () => {
  const plain = await app.inject({
    method: 'POST',
    url: '/api/auth/api/login',
    headers: { 'x-sb-brand': 'ke' },
    payload: { username: 'kenya', password: 'demo123' },
  });
  expect(plain.json<SessionResponse>()).toMatchObject({ id: '100007', currency: 'KES' });
  expect(plain.cookies.find((c) => c.name === 'sb_session')?.httpOnly).toBe(true);
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/api/login',
    payload: { username: 'question', password: 'demo123' },
  });
  expect(second.json()).toEqual({ success: true, otp: null, username: 'question' });
});
