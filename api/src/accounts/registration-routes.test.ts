import {
  REGISTRATION_ERROR_CODES,
  registrationOptionsSchema,
  sessionResponseSchema,
  type ApiError,
  type RegistrationOptions,
  type SessionResponse,
} from '@sportsbook/contracts';
import { contractViolations } from '../testing/contract-check';
import { loginAs, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let ip = 0;
beforeEach(async () => {
  server = await testServer();
});
afterEach(() => server.app.close());

const JOINER = {
  username: 'newcomer',
  email: 'newcomer@example.test',
  password: 'goal2026!',
  firstName: 'Ana',
  lastName: 'Silva',
  dateOfBirth: '1990-05-17',
  countryCode: 'MT',
  currency: 'EUR',
  acceptTerms: true,
  acceptPrivacy: true,
};

const register = (changes: Record<string, unknown> = {}, brand = 'eu', from = `10.0.0.${++ip}`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { 'x-sb-brand': brand, 'x-accept-language': 'pt', 'x-forwarded-for': from },
    remoteAddress: from,
    payload: { ...JOINER, ...changes },
  });

it("offers the brand's countries and currency", async () => {
  const body = (
    await server.app.inject({ url: '/api/registrations/options', headers: { 'x-sb-brand': 'ke' } })
  ).json<RegistrationOptions>();
  expect(contractViolations(body, registrationOptionsSchema)).toEqual([]);
  expect(body).toEqual({ countries: ['KE'], currencies: ['KES'] });
});

it('opens an account on the brand in the visitor’s language, logged in at once, and it can log in later', async () => {
  const res = await register();
  expect(res.statusCode).toBe(200);
  const session = res.json<SessionResponse>();
  expect(contractViolations(session, sessionResponseSchema)).toEqual([]);
  const cookie = res.cookies.find((c) => c.name === 'sb_session');
  expect(cookie?.value).toBeTruthy();
  const account = server.ctx.accounts.byUsername('newcomer');
  expect(account).toMatchObject({ brand: 'eu', currency: 'EUR', locale: 'pt', countryCode: 'MT', loginMode: 'PLAIN' });
  expect(account?.termsAcceptedAt).not.toBeNull();
  const balance = await server.app.inject({
    url: '/api/accounts/me/balance',
    headers: { cookie: `sb_session=${cookie?.value}` },
  });
  expect(balance.json()).toMatchObject({ currency: 'EUR', balance: 0 });
  await expect(loginAs(server.app, 'newcomer', 'goal2026!')).resolves.toMatchObject({ accountId: account?.id });
});

it.each([
  [{ password: 'short1' }, 'password', REGISTRATION_ERROR_CODES.weakPassword],
  [{ password: 'lettersonly' }, 'password', REGISTRATION_ERROR_CODES.weakPassword],
  [{ dateOfBirth: '2010-01-01' }, 'dateOfBirth', REGISTRATION_ERROR_CODES.underAge],
  [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'INVALID_DATE'],
  [{ countryCode: 'US' }, 'countryCode', REGISTRATION_ERROR_CODES.notOffered],
  [{ currency: 'USD' }, 'currency', REGISTRATION_ERROR_CODES.notOffered],
  [{ acceptTerms: false }, 'acceptTerms', 'VALIDATION_ERROR'],
  [{ email: 'not-an-address' }, 'email', 'VALIDATION_ERROR'],
  [{ username: 'a b' }, 'username', 'VALIDATION_ERROR'],
])('refuses %p naming %s', async (changes, field, code) => {
  const res = await register(changes);
  expect(res.statusCode).toBe(400);
  expect(res.json<ApiError>()).toMatchObject({ code, message: expect.stringContaining(field) });
  expect(server.ctx.accounts.byUsername('newcomer')).toBeUndefined();
});

it('turns 18 on the day: a visitor born 18 years ago today may join', async () => {
  const today = new Date(server.clock.now);
  const born = `${today.getUTCFullYear() - 18}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
  expect((await register({ dateOfBirth: born })).statusCode).toBe(200);
});

it('refuses a taken username and a taken email with one and the same answer', async () => {
  expect((await register()).statusCode).toBe(200);
  const sameName = await register({ email: 'other@example.test' });
  const sameEmail = await register({ username: 'someoneelse', email: 'NEWCOMER@example.test' });
  const demoName = await register({ username: 'demo', email: 'x@example.test' });
  for (const res of [sameName, sameEmail, demoName]) expect(res.statusCode).toBe(409);
  const bodies = [sameName, sameEmail, demoName].map((r) => r.json<ApiError>());
  expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  expect(bodies[0]?.code).toBe(REGISTRATION_ERROR_CODES.refused);
});

it('opens one account when the same details arrive twice at once', async () => {
  const answers = await Promise.all([register({}, 'eu', '10.1.0.1'), register({}, 'eu', '10.1.0.2')]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
});

it('takes a handful of registrations from one address an hour, then asks it to wait', async () => {
  const from = '10.9.9.9';
  const answers = [];
  for (let i = 0; i < 6; i++)
    answers.push((await register({ username: `joiner${i}`, email: `j${i}@example.test` }, 'eu', from)).statusCode);
  expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
});
