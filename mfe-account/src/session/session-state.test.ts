import type { SessionTokens } from '@sportsbook/contracts';
import { demoSessionResponse } from '../testing/session-response';
import { isSessionResponse, MissingSessionTokenError, sessionFromResponse, sessionFromTokens } from './session-state';

const response = demoSessionResponse;

it('maps a session response to the logged-in session topic', () => {
  expect(sessionFromResponse(response(), 1000)).toEqual({
    loggedIn: true,
    accountId: '100001',
    username: 'demo',
    currency: 'EUR',
    expiresAt: 5_000_000,
  });
});

it('derives the expiry from expires_in when expires_at is missing', () => {
  const partial = response({ expires_at: undefined as unknown as number });
  expect(sessionFromResponse(partial, 1000).expiresAt).toBe(1000 + 3_600_000);
});

it('a missing jwe_token is refused', () => {
  expect(() => sessionFromResponse(response({ jwe_token: '' }), 0)).toThrow(MissingSessionTokenError);
});

it('maps partner session tokens with their expiry in seconds', () => {
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
  expect(sessionFromTokens(tokens, 10)).toEqual({
    loggedIn: true,
    accountId: '100007',
    username: 'kenya',
    currency: 'KES',
    expiresAt: 60_010,
  });
  expect(() => sessionFromTokens({ ...tokens, accessToken: '' }, 0)).toThrow(MissingSessionTokenError);
});

it('tells a direct-login session from an authenticate answer', () => {
  expect(isSessionResponse(response())).toBe(true);
  expect(isSessionResponse({ success: true, otp: true, username: 'otp' })).toBe(false);
});
