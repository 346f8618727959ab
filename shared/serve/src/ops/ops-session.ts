import crypto from 'node:crypto';
import { cookieValue, signToken, verifyToken, type Signed } from '../releases/signed-token';

/**
 * An operator's console session: signed in with the API's admin key (SB_ADMIN_KEY), then held in
 * an HttpOnly, SameSite=Strict cookie that names the operator for the audit log. The session is
 * bound to the key it was opened with, so changing the key ends every session.
 */
export interface OpsSession extends Signed {
  by: string;
  key: string;
}

export const OPS_COOKIE = 'sb_ops';
const PURPOSE = 'ops-session';
export const OPS_SESSION_MS = 8 * 60 * 60 * 1000;
/** What the audit log records as the operator: a name, not free text that could pass for another line. */
const OPERATOR_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._@-]{0,63}$/u;

const digest = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();
const fingerprint = (adminKey: string): string => digest(`ops:${adminKey}`).toString('base64url').slice(0, 16);

/** Compared as hashes, in constant time: neither the key nor its length shows in the time taken. */
export const sameKey = (given: string, expected: string): boolean => crypto.timingSafeEqual(digest(given), digest(expected));

export type SignIn = { ok: true; cookieValue: string; session: OpsSession } | { ok: false; field: 'name' | 'key' };

export function signIn(adminKey: string, secret: string, name: string, key: string, now: number): SignIn {
  if (!OPERATOR_NAME.test(name.trim())) return { ok: false, field: 'name' };
  if (!sameKey(key, adminKey)) return { ok: false, field: 'key' };
  const session: OpsSession = { by: name.trim(), key: fingerprint(adminKey), exp: now + OPS_SESSION_MS };
  return { ok: true, cookieValue: signToken(secret, PURPOSE, session), session };
}

/** The operator signed in on this browser, or null. */
export function sessionOf(adminKey: string, secret: string, cookieHeader: string | undefined, now: number): OpsSession | null {
  const session = verifyToken<OpsSession>(secret, PURPOSE, cookieValue(cookieHeader, OPS_COOKIE), now);
  return session !== null && session.key === fingerprint(adminKey) && typeof session.by === 'string' ? session : null;
}

export const opsCookie = (value: string, secure: boolean, maxAgeSeconds = OPS_SESSION_MS / 1000): string =>
  `${OPS_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
