import {
  REGISTRATION_ERROR_CODES,
  registrationOptionsSchema,
  registrationResponseSchema,
  type ApiError,
  type RegistrationOptions,
  type RegistrationResponse,
} from '@sportsbook/contracts';
import { anaJoins } from '@sportsbook/contracts/testing';
import { contractViolations } from '../testing/contract-check';
import { loginAs, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let ip = 0;
beforeEach(async () => {
  server = await testServer();
});
afterEach(() => server.app.close());

const JOINER = anaJoins({ username: 'newcomer', email: 'newcomer@example.test' });

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
  const answer = res.json<RegistrationResponse>();
  expect(contractViolations(answer, registrationResponseSchema)).toEqual([]);
  expect(answer.outcome).toBe('OPENED');
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
  [{ dateOfBirth: '1000-01-01' }, 'dateOfBirth', REGISTRATION_ERROR_CODES.implausibleDate],
  [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth', REGISTRATION_ERROR_CODES.implausibleDate],
  [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', REGISTRATION_ERROR_CODES.implausibleDate],
  [{ firstName: 'Ana\u0000' }, 'firstName', 'VALIDATION_ERROR'],
  [{ lastName: '\u202EavliS' }, 'lastName', 'VALIDATION_ERROR'],
  [{ firstName: '<script>alert(1)</script>' }, 'firstName', 'VALIDATION_ERROR'],
  [{ lastName: '\u200B' }, 'lastName', 'VALIDATION_ERROR'],
  [{ firstName: '  ' }, 'firstName', 'VALIDATION_ERROR'],
  [{ email: 'newcomer@example.test\u200B' }, 'email', 'VALIDATION_ERROR'],
  [{ email: 'new\u2060comer@example.test' }, 'email', 'VALIDATION_ERROR'],
  [{ nickname: 'extra' }, 'nickname', 'VALIDATION_ERROR'],
  [{ firstName: ['Ana'] }, 'firstName', 'VALIDATION_ERROR'],
  [{ username: 12345 }, 'username', 'VALIDATION_ERROR'],
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

it.each([
  [{ firstName: 'Ana\u0000' }, 'firstName holds a control or invisible character'],
  [{ lastName: '<b>Silva</b>' }, 'lastName holds a markup character'],
  [{ email: 'newcomer@example.test\u200B' }, 'email holds a control or invisible character'],
])('says why %p is refused', async (changes, why) => {
  expect((await register(changes)).json<ApiError>().message).toContain(why);
});

it('turns 18 on the day: a visitor born 18 years ago today may join', async () => {
  const today = new Date(server.clock.now);
  const born = `${today.getUTCFullYear() - 18}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
  expect((await register({ dateOfBirth: born })).statusCode).toBe(200);
});

it('keeps names composed (NFC) and trimmed, so a look-alike cannot be told apart', async () => {
  expect((await register({ firstName: ' Jos\u0065\u0301 ', lastName: 'Silva ' })).statusCode).toBe(200);
  expect(server.ctx.accounts.byUsername('newcomer')).toMatchObject({ firstName: 'Jos\u00E9', lastName: 'Silva' });
});

it('opens one account when the same details arrive twice at once', async () => {
  const answers = await Promise.all([register({}, 'eu', '10.1.0.1'), register({}, 'eu', '10.1.0.2')]);
  const outcomes = answers.map((a) => a.json<RegistrationResponse>().outcome).sort();
  expect(outcomes).toEqual(['OPENED', 'USERNAME_UNAVAILABLE']);
  expect(server.ctx.accounts.all().filter((a) => a.email === JOINER.email)).toHaveLength(1);
});

it('takes a handful of registrations from one address an hour, then asks it to wait', async () => {
  const from = '10.9.9.9';
  const answers = [];
  for (let i = 0; i < 6; i++)
    answers.push((await register({ username: `joiner${i}`, email: `j${i}@example.test` }, 'eu', from)).statusCode);
  expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
});
