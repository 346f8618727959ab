import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, DEMO_SECURITY_ANSWER } from '../accounts/demo-accounts';
import { testServer, type TestClock } from '../testing/test-server';
import { FAILURE_WINDOW_MS, PASSWORD_FAILURES_PER_USER } from './auth-service';
import { FailureLimiter } from './rate-limiter';

/** Limits that hold under concurrency, and attempt budgets a fresh code cannot reset. */

const LOGIN = '/api/auth/en/api/plugins/component/route/header_login';
const CODE = '654321';

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => {
  ({ app, clock } = await testServer({ auth: { otpFixedCode: CODE } }));
});
afterEach(() => app.close());

let address = 0;
const wrongPassword = (username: string) =>
  app.inject({
    method: 'POST',
    url: `${LOGIN}/authenticate`,
    payload: { username, password: 'wrong-password' },
    // A different client each time: the per-account limit alone must hold.
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });
const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

it('30 parallel wrong passwords lock the account exactly as 5 sequential ones do', async () => {
  const parallel = await Promise.all(Array.from({ length: 30 }, () => wrongPassword('demo')));
  expect(statuses(parallel)).toEqual({ 401: PASSWORD_FAILURES_PER_USER, 429: 30 - PASSWORD_FAILURES_PER_USER });

  const sequential: LightMyRequestResponse[] = [];
  for (let i = 0; i < 30; i++) sequential.push(await wrongPassword('question'));
  expect(statuses(sequential)).toEqual(statuses(parallel));

  // Locked means locked: the right password is refused too until the window has passed.
  const right = () =>
    app.inject({ method: 'POST', url: `${LOGIN}/authenticate`, payload: { username: 'demo', password: DEMO_PASSWORD } });
  expect((await right()).statusCode).toBe(429);
  clock.advance(FAILURE_WINDOW_MS);
  expect((await right()).statusCode).toBe(200);
});

async function pendingLogin(username: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${LOGIN}/authenticate`, payload: { username, password: DEMO_PASSWORD } });
  return res.cookies.find((c) => c.name === 'sb_login')?.value ?? '';
}

it('wrong one-time codes spend one budget per account: a fresh code or a fresh login does not give it back', async () => {
  let login = await pendingLogin('otp');
  const validate = (code: string) =>
    app.inject({ method: 'POST', url: `${LOGIN}/otp/validate`, cookies: { sb_login: login }, payload: { code } });
  for (let i = 0; i < 3; i++) expect((await validate('000000')).json()).toMatchObject({ success: false });
  clock.advance(5 * 60_000);
  expect((await app.inject({ method: 'POST', url: `${LOGIN}/otp/generate`, cookies: { sb_login: login } })).json()).toMatchObject(
    {
      success: true,
    },
  );
  login = await pendingLogin('otp');
  expect((await validate('000000')).json()).toMatchObject({ success: false });
  // The fifth wrong code ends the budget; the right code is then refused as well.
  expect((await validate('000000')).statusCode).toBe(429);
  login = await pendingLogin('otp');
  const right = await validate(CODE);
  expect(right.statusCode).toBe(429);
  expect(right.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
  clock.advance(FAILURE_WINDOW_MS);
  login = await pendingLogin('otp');
  expect((await validate(CODE)).json()).toMatchObject({ success: true });
});

it('parallel wrong security answers spend the account budget once each, and no more get checked', async () => {
  const logins = await Promise.all(Array.from({ length: 3 }, () => pendingLogin('question')));
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: `${LOGIN}/security_question/checkAnswer`,
        cookies: { sb_login: logins[i % 3] ?? '' },
        payload: { answer: 'wrong' },
      }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
  const right = await app.inject({
    method: 'POST',
    url: `${LOGIN}/security_question/checkAnswer`,
    cookies: { sb_login: await pendingLogin('question') },
    payload: { answer: DEMO_SECURITY_ANSWER },
  });
  expect(right.statusCode).toBe(429);
});

it('the limiter keeps a bounded number of keys, dropping the least recently tried', () => {
  const limiter = new FailureLimiter(5, 60_000, 100);
  for (let i = 0; i < 1000; i++) limiter.begin(`user${i}`, 0);
  expect(limiter.size).toBe(100);
});

it('refresh cannot keep a session alive past its absolute lifetime', async () => {
  await app.close();
  ({ app, clock } = await testServer({ auth: { sessionTtlSeconds: 3600, sessionMaxAgeSeconds: 3 * 3600 } }));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/api/login',
    payload: { username: 'demo', password: DEMO_PASSWORD },
  });
  let cookie = login.cookies.find((c) => c.name === 'sb_session')?.value ?? '';
  const refresh = () => app.inject({ method: 'POST', url: '/api/accounts/me/sessions/refresh', cookies: { sb_session: cookie } });
  const statuses: number[] = [];
  for (let step = 0; step < 4; step++) {
    clock.advance(50 * 60_000);
    const res = await refresh();
    statuses.push(res.statusCode);
    cookie = res.cookies.find((c) => c.name === 'sb_session')?.value ?? cookie;
  }
  // Refreshed at 50, 100 and 150 minutes; the third only up to the 3-hour mark, so at 200 it is over.
  expect(statuses).toEqual([200, 200, 200, 401]);
});
