import {
  REGISTRATION_ERROR_CODES,
  USERNAME_PATTERN,
  registrationResponseSchema,
  type ApiError,
  type RegistrationResponse,
} from '@sportsbook/contracts';
import { anaJoins } from '@sportsbook/contracts/testing';
import { contractViolations } from '../testing/contract-check';
import { loginAs, testServer, type TestServer } from '../testing/test-server';
import { auditEvents } from './audit';
import { messagesTo } from './outbox';

let server: TestServer;
let ip = 0;
beforeEach(async () => {
  server = await testServer();
});
afterEach(() => server.app.close());

const ANA = anaJoins();
/** Ana again under a new username and address, as the attacker tried. */
const ANA_AGAIN = { ...ANA, username: 'anaagain', email: 'ana.again@example.test' };

const register = (changes: Record<string, unknown> = {}, from = `10.2.0.${++ip}`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { 'x-sb-brand': 'eu', 'x-forwarded-for': from },
    remoteAddress: from,
    payload: { ...ANA, ...changes },
  });

const sessionCookie = (res: Awaited<ReturnType<typeof register>>) => res.cookies.find((c) => c.name === 'sb_session')?.value;

async function selfExclude(changes: Record<string, unknown> = {}): Promise<string> {
  const opened = await register(changes);
  expect(opened.json<RegistrationResponse>().outcome).toBe('OPENED');
  const taken = await server.app.inject({
    method: 'POST',
    url: '/api/accounts/me/play-break',
    headers: { cookie: `sb_session=${sessionCookie(opened)}` },
    payload: { kind: 'SELF_EXCLUSION', length: 'P6M' },
  });
  expect(taken.statusCode).toBe(200);
  return server.ctx.accounts.byUsername(String(changes['username'] ?? ANA.username))?.id as string;
}

describe('a person on a break cannot join again', () => {
  it('refuses the same names, birth date and country under a new username and email, neutrally, and audits it', async () => {
    const excluded = await selfExclude();
    const res = await register(ANA_AGAIN);
    expect(res.statusCode).toBe(409);
    const body = res.json<ApiError>();
    expect(body).toMatchObject({ code: REGISTRATION_ERROR_CODES.refused });
    expect(body.message).not.toMatch(/exclu|break|gambl/i);
    expect(sessionCookie(res)).toBeUndefined();
    expect(server.ctx.accounts.byUsername('anaagain')).toBeUndefined();
    expect(auditEvents(server.ctx.db, 'REGISTRATION_REFUSED_ON_BREAK')).toEqual([
      expect.objectContaining({ accountId: excluded, detail: expect.objectContaining({ username: 'anaagain' }) }),
    ]);
  });

  it.each([
    [{ firstName: ' \u00E1NA ', lastName: 'silva' }],
    [{ firstName: '\u00C1na', lastName: 'SILVA' }],
    [{ firstName: 'Bea', lastName: 'Costa', email: 'ANA@example.test' }],
  ])('knows %p for the same person', async (changes) => {
    await selfExclude({ firstName: 'A\u0301na' });
    expect((await register({ ...ANA_AGAIN, ...changes })).statusCode).toBe(409);
  });

  it('lets the person join again once the break is over, and lets a namesake born another day join now', async () => {
    await selfExclude();
    expect((await register({ ...ANA_AGAIN, dateOfBirth: '1990-05-18' })).json<RegistrationResponse>().outcome).toBe('OPENED');
    server.clock.advance(200 * 24 * 3_600_000);
    expect((await register({ ...ANA_AGAIN, username: 'anathird', email: 'a3@example.test' })).statusCode).toBe(200);
  });

  it('refuses the address of a demo account (opened before birth dates were kept) once it takes a break', async () => {
    const demo = await loginAs(server.app, 'rested', 'demo123');
    await server.app.inject({
      method: 'POST',
      url: '/api/accounts/me/play-break',
      headers: demo.headers,
      payload: { kind: 'SELF_EXCLUSION', length: 'P6M' },
    });
    expect((await register({ email: 'RESTED@demo.sportsbook.test' })).statusCode).toBe(409);
  });

  it('takes every account of the person out with the one that self-excludes', async () => {
    const first = await register();
    const second = await register({ username: 'anasecond', email: 'ana2@example.test' });
    expect(second.json<RegistrationResponse>().outcome).toBe('OPENED');
    await server.app.inject({
      method: 'POST',
      url: '/api/accounts/me/play-break',
      headers: { cookie: `sb_session=${sessionCookie(first)}` },
      payload: { kind: 'SELF_EXCLUSION', length: 'P6M' },
    });
    const balance = await server.app.inject({
      url: '/api/accounts/me/balance',
      headers: { cookie: `sb_session=${sessionCookie(second)}` },
    });
    expect(balance.statusCode).toBe(401);
    await expect(loginAs(server.app, 'anasecond', ANA.password)).rejects.toThrow(/PLAY_BREAK/);
  });
});

describe('registration does not tell which accounts exist', () => {
  it('answers a taken email like a success, without a session, and emails the owner instead', async () => {
    await register();
    const owner = server.ctx.accounts.byUsername('anasilva')?.id as string;
    const res = await register({ username: 'someoneelse', email: 'ANA@Example.test', firstName: 'Eve' });
    expect(res.statusCode).toBe(200);
    expect(contractViolations(res.json(), registrationResponseSchema)).toEqual([]);
    expect(res.json<RegistrationResponse>()).toEqual({ outcome: 'CHECK_EMAIL' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(server.ctx.accounts.byUsername('someoneelse')).toBeUndefined();
    expect(messagesTo(server.ctx.db, owner)).toEqual([
      expect.objectContaining({ template: 'REGISTRATION_ON_YOUR_ADDRESS', locale: 'en' }),
    ]);
  });

  it('offers free usernames for a taken one, and the same kind of answer for a demo name', async () => {
    await register();
    for (const username of ['anasilva', 'DEMO']) {
      const res = await register({ username, email: `${username}@elsewhere.test`, firstName: 'Eve' });
      expect(res.statusCode).toBe(200);
      const answer = res.json<RegistrationResponse>();
      expect(contractViolations(answer, registrationResponseSchema)).toEqual([]);
      if (answer.outcome !== 'USERNAME_UNAVAILABLE') throw new Error(`unexpected ${answer.outcome}`);
      expect(answer.suggestions).toHaveLength(3);
      for (const free of answer.suggestions) {
        expect(free).toMatch(USERNAME_PATTERN);
        expect(server.ctx.accounts.byUsername(free)).toBeUndefined();
      }
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('limits how often one address may check names', async () => {
    await register();
    const from = '10.3.3.3';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await register({ email: `e${i}@elsewhere.test`, firstName: 'Eve' }, from)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
