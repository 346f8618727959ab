import type { SessionTokens } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { demoSessionResponse } from '../testing/session-response';
import type { LoginApi } from '../api-calls/login';
import { acceptTermsAndFetchSession, isStepSuccess, submitCredentials } from './login-flow';

const sessionResponse = demoSessionResponse({ expires_in: 60, expires_at: 99_000 });
const tokens: SessionTokens = {
  accessToken: 'x.y.z',
  expiresIn: 60,
  maxAge: 60,
  scopes: [],
  accountId: '100007',
  username: 'kenya',
  currency: 'KES',
  locale: 'en',
};
const loggedIn = { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: 99_000 };

function fakeApi(overrides: Partial<LoginApi> = {}): jest.Mocked<LoginApi> {
  const fail = () => Promise.reject(new Error('not expected'));
  return {
    authenticate: jest.fn(fail),
    validateCode: jest.fn(fail),
    generateCode: jest.fn(fail),
    getQuestion: jest.fn(fail),
    checkAnswer: jest.fn(fail),
    integrate: jest.fn(() => Promise.resolve(sessionResponse)),
    directLogin: jest.fn(fail),
    partnerSession: jest.fn(fail),
    acceptTerms: jest.fn(fail),
    endSession: jest.fn(fail),
    profile: jest.fn(fail),
    gameToken: jest.fn(fail),
    session: jest.fn(fail),
    ...overrides,
  } as jest.Mocked<LoginApi>;
}

const credentials = { username: 'demo', password: 'demo123' };
const now = () => 1000;

describe('standard login', () => {
  it('otp true opens the one-time-code form', async () => {
    const api = fakeApi({ authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: true, username: 'otp' })) });
    await expect(submitCredentials('standard', api, credentials, now)).resolves.toEqual({ kind: 'one-time-code' });
    expect(api.integrate).not.toHaveBeenCalled();
  });

  it('otp null opens the security question', async () => {
    const api = fakeApi({ authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: null, username: 'q' })) });
    await expect(submitCredentials('standard', api, credentials, now)).resolves.toEqual({ kind: 'security-question' });
  });

  it('otherwise integrates the session', async () => {
    const api = fakeApi({
      authenticate: jest.fn(() => Promise.resolve({ success: true as const, otp: false, username: 'demo' })),
    });
    await expect(submitCredentials('standard', api, credentials, now)).resolves.toEqual({ kind: 'session', session: loggedIn });
    expect(api.integrate).toHaveBeenCalledTimes(1);
  });

  it('passes a failed authentication through to the error mapping', async () => {
    const failure = new HttpError(402, { statusCode: 402, code: 'INT009', message: 'x', responseCode: 'INT009' }, '/a');
    const api = fakeApi({ authenticate: jest.fn(() => Promise.reject(failure)) });
    await expect(submitCredentials('standard', api, credentials, now)).rejects.toBe(failure);
  });
});

describe('direct login', () => {
  it('a session answer logs in at once', async () => {
    const api = fakeApi({ directLogin: jest.fn(() => Promise.resolve(sessionResponse)) });
    await expect(submitCredentials('direct', api, credentials, now)).resolves.toEqual({ kind: 'session', session: loggedIn });
    expect(api.integrate).not.toHaveBeenCalled();
  });

  it('an authenticate answer continues with the second step', async () => {
    const api = fakeApi({ directLogin: jest.fn(() => Promise.resolve({ success: true as const, otp: true, username: 'otp' })) });
    await expect(submitCredentials('direct', api, credentials, now)).resolves.toEqual({ kind: 'one-time-code' });
  });
});

describe('partner integration', () => {
  it('a session with a fileName opens the terms of use', async () => {
    const api = fakeApi({ partnerSession: jest.fn(() => Promise.resolve({ data: { ...tokens, fileName: 'terms.pdf' } })) });
    await expect(submitCredentials('partner', api, credentials, now)).resolves.toEqual({ kind: 'terms', fileName: 'terms.pdf' });
    expect(api.profile).not.toHaveBeenCalled();
  });

  it('otherwise fetches profile, game token and session', async () => {
    const api = fakeApi({
      partnerSession: jest.fn(() => Promise.resolve({ data: tokens })),
      profile: jest.fn(() =>
        Promise.resolve({
          email: 'e',
          firstName: 'f',
          lastName: 'l',
          lastLoginDate: null,
          registerDate: '2026-01-01T00:00:00Z',
          currency: 'KES',
          residence: { countryCode: 'KE' },
          selfExcluded: false,
          accountStatus: 'ACTIVE',
          accountCode: '100007',
        }),
      ),
      gameToken: jest.fn(() => Promise.resolve({ tokenSession: 'game', url: '/g' })),
      session: jest.fn(() => Promise.resolve(sessionResponse)),
    });
    await expect(submitCredentials('partner', api, credentials, now)).resolves.toEqual({ kind: 'session', session: loggedIn });
    expect(api.session).toHaveBeenCalledWith({ accountCode: '100007', gameToken: 'game' });
  });

  it('a two-factor account continues with its code or question, never a session from the password', async () => {
    const code = fakeApi({ partnerSession: jest.fn(() => Promise.resolve({ success: true, otp: true, username: 'otp' })) });
    await expect(submitCredentials('partner', code, credentials, now)).resolves.toEqual({ kind: 'one-time-code' });
    const question = fakeApi({ partnerSession: jest.fn(() => Promise.resolve({ success: true, otp: null, username: 'q' })) });
    await expect(submitCredentials('partner', question, credentials, now)).resolves.toEqual({ kind: 'security-question' });
    expect(code.integrate).not.toHaveBeenCalled();
    expect(code.session).not.toHaveBeenCalled();
  });

  it('a partner without a game token still gets its session', async () => {
    const api = fakeApi({
      partnerSession: jest.fn(() => Promise.resolve({ data: tokens })),
      profile: jest.fn(() => Promise.resolve({ accountCode: '100007' } as never)),
      session: jest.fn(() => Promise.resolve(sessionResponse)),
    });
    await submitCredentials('partner', api, credentials, now);
    expect(api.session).toHaveBeenCalledWith({ accountCode: '100007' });
  });
});

it('accepting the terms gives the session accept-terms answers', async () => {
  const api = fakeApi({ acceptTerms: jest.fn(() => Promise.resolve({ data: tokens })) });
  await expect(acceptTermsAndFetchSession(api, now)).resolves.toMatchObject({
    loggedIn: true,
    accountId: '100007',
    expiresAt: 61_000,
  });
});

it('a step succeeds on success or status SUCCESS', () => {
  expect(isStepSuccess({ success: true, status: 'FAILURE', result: '', message: '' })).toBe(true);
  expect(isStepSuccess({ success: false, status: 'SUCCESS', result: '', message: '' })).toBe(true);
  expect(isStepSuccess({ success: false, status: 'FAILURE', result: '', message: '' })).toBe(false);
});
