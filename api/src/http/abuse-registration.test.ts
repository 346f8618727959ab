/**
 * The abuse suite, joining and play limits: a self-excluded person joining again under new details,
 * input that looks like something it is not, registration used to find out which accounts exist, and
 * a session limit removed at once.
 */
import type { ApiError, PlayTimeView, RegistrationResponse } from '@sportsbook/contracts';
import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let ip = 0;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

const PERSON = {
  password: 'goal2026!',
  firstName: 'Marta',
  lastName: 'Borg',
  dateOfBirth: '1985-03-09',
  countryCode: 'MT',
  currency: 'EUR',
  acceptTerms: true,
  acceptPrivacy: true,
};

const register = (details: Record<string, unknown>, from = `10.7.0.${++ip}`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { 'x-sb-brand': 'eu', 'x-forwarded-for': from },
    remoteAddress: from,
    payload: { ...PERSON, ...details },
  });
const cookieOf = (res: Awaited<ReturnType<typeof register>>) => res.cookies.find((c) => c.name === 'sb_session')?.value;

it('a self-excluded person who joins again with the same names, birth date and country is refused, whatever the new username and email', async () => {
  const opened = await register({ username: 'martaborg', email: 'marta@example.test' });
  const cookie = `sb_session=${cookieOf(opened)}`;
  const excluded = await server.app.inject({
    method: 'POST',
    url: '/api/accounts/me/play-break',
    headers: { cookie },
    payload: { kind: 'SELF_EXCLUSION', length: 'P6M' },
  });
  expect(excluded.statusCode).toBe(200);
  const again = await register({ username: 'mborg85', email: 'm.borg@elsewhere.test', firstName: 'MARTA ' });
  expect(again.statusCode).toBe(409);
  expect(again.json<ApiError>().code).toBe('REGISTRATION_REFUSED');
  expect(cookieOf(again)).toBeUndefined();
  expect(server.ctx.accounts.byUsername('mborg85')).toBeUndefined();
});

it.each([
  [{ dateOfBirth: '1000-01-01' }, 'dateOfBirth'],
  [{ firstName: 'Ma\u0000rta' }, 'firstName'],
  [{ firstName: '\u202Eatram' }, 'firstName'],
  [{ lastName: '<script>alert(1)</script>' }, 'lastName'],
  [{ lastName: '\u200B' }, 'lastName'],
  [{ email: 'demo@demo.sportsbook.test\u200B' }, 'email'],
])('registration refuses %p, naming %s', async (details, field) => {
  const res = await register({ username: `odd${++ip}`, email: `odd${ip}@example.test`, ...details });
  expect(res.statusCode).toBe(400);
  expect(res.json<ApiError>().message).toContain(field);
});

it('registration does not say whether an email has an account, and rate-limits the username check', async () => {
  const someoneElse = { firstName: 'Eve', dateOfBirth: '1991-01-01' };
  const taken = await register({ ...someoneElse, username: 'freshname', email: 'demo@demo.sportsbook.test' });
  expect(taken.statusCode).toBe(200);
  expect(taken.json<RegistrationResponse>()).toEqual({ outcome: 'CHECK_EMAIL' });
  expect(cookieOf(taken)).toBeUndefined();
  const from = '10.7.9.9';
  const answers = [];
  for (let i = 0; i < 6; i++)
    answers.push(await register({ ...someoneElse, username: 'demo', email: `probe${i}@example.test` }, from));
  expect(answers.slice(0, 5).map((a) => a.json<RegistrationResponse>().outcome)).toEqual(Array(5).fill('USERNAME_UNAVAILABLE'));
  expect(answers[5]?.statusCode).toBe(429);
});

it('a session limit removed at once still ends the session; the removal waits 24 hours', async () => {
  const player = freshPlayer(server);
  const put = (sessionLimitMinutes: number) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/play-time',
      headers: player.headers,
      payload: { realityCheckMinutes: 0, sessionLimitMinutes },
    });
  await put(30);
  const removed = (await put(0)).json<PlayTimeView>();
  expect(removed.sessionLimitMinutes).toBe(30);
  expect(removed.sessionLimitPending?.minutes).toBe(0);
  server.clock.advance(30 * 60_000);
  expect((await server.app.inject({ url: '/api/accounts/me/balance', headers: player.headers })).statusCode).toBe(401);
});
