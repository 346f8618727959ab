/** Reading and writing the session on a request: bearer header or HttpOnly cookie. */
import { LOGIN_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@sportsbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/api-error';
import { clearCookie, cookiesOf, setCookie } from '../http/cookies';
import type { AuthService, Session } from './auth-service';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The session of a request: the bearer token wins over the cookie (withAuth calls send both). */
export function sessionOf(auth: AuthService, request: FastifyRequest): Session | undefined {
  return auth.session(bearerToken(request)) ?? auth.session(cookiesOf(request)[SESSION_COOKIE]);
}

export const sessionRequired = () => unauthorized('Log in to continue', 'UNAUTHORIZED');

export function requireSession(auth: AuthService, request: FastifyRequest): Session {
  const session = sessionOf(auth, request);
  if (!session) throw sessionRequired();
  return session;
}

/** An account id in a path must be the session's own (spec: 403 otherwise). */
export function requireOwnAccount(auth: AuthService, request: FastifyRequest, accountId: string): Session {
  const session = requireSession(auth, request);
  if (session.account.id !== accountId) throw forbidden('This account does not belong to the session', 'ACCOUNT_MISMATCH');
  return session;
}

export function requireOwnUsername(auth: AuthService, request: FastifyRequest, username: string): Session {
  const session = requireSession(auth, request);
  const own = session.account;
  if (own.username.toLowerCase() !== username.toLowerCase() && own.id !== username) {
    throw forbidden('This player does not belong to the session', 'ACCOUNT_MISMATCH');
  }
  return session;
}

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: Session, now: number): void {
  const options = cookieOptions(request, Math.max(0, Math.floor((session.expiresAt - now) / 1000)));
  setCookie(reply, SESSION_COOKIE, session.token, options);
  setCookie(reply, SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
  clearCookie(reply, LOGIN_COOKIE, { path: '/' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
  clearCookie(reply, SESSION_HINT_COOKIE, { path: '/', sameSite: 'Lax' });
}

/** The pending login (between password and second factor) of a request. */
export const loginTokenOf = (request: FastifyRequest): string | undefined => cookiesOf(request)[LOGIN_COOKIE];

export function setLoginCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(reply, LOGIN_COOKIE, token, cookieOptions(request, 10 * 60));
}
