import type { SessionResponse, SessionState, SessionTokens } from '@sportsbook/contracts';

/** Spec §8: a login answer without its jwe_token is a server fault, shown as error-500. */
export class MissingSessionTokenError extends Error {
  constructor() {
    super('the login answer carries no session token');
    this.name = 'MissingSessionTokenError';
  }
}

/** Spec §3 Session response → the bus's session topic. */
export function sessionFromResponse(response: SessionResponse, now: number): SessionState {
  if (!response.jwe_token) throw new MissingSessionTokenError();
  const expiresAt = Number.isFinite(response.expires_at)
    ? response.expires_at
    : Number.isFinite(response.expires_in)
      ? now + response.expires_in * 1000
      : null;
  return {
    loggedIn: true,
    accountId: response.id,
    username: response.username,
    currency: response.currency,
    expiresAt,
  };
}

/** Spec §3 Session tokens (partner accounts API) → the bus's session topic. */
export function sessionFromTokens(tokens: SessionTokens, now: number): SessionState {
  if (!tokens.accessToken) throw new MissingSessionTokenError();
  return {
    loggedIn: true,
    accountId: tokens.accountId,
    username: tokens.username,
    currency: tokens.currency,
    expiresAt: now + tokens.expiresIn * 1000,
  };
}

/** Direct login answers a session for plain accounts and the authenticate answer otherwise. */
export const isSessionResponse = (value: object): value is SessionResponse => 'jwe_token' in value || 'id' in value;
