import crypto from 'node:crypto';

/**
 * A value the server signs and later takes back only unchanged, unexpired and for the purpose it
 * was made for: `<base64url JSON>.<base64url HMAC-SHA256>`. The purpose is inside the MAC, so a
 * preview link can never be replayed as a preview cookie or an operator's session.
 */
export interface Signed {
  /** Expiry, ms since the epoch. */
  exp: number;
}

const mac = (secret: string, purpose: string, body: string): Buffer =>
  crypto.createHmac('sha256', secret).update(`${purpose}\n${body}`).digest();

export function signToken<T extends Signed>(secret: string, purpose: string, value: T): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The signed value, or null: malformed, signed with another secret or for another purpose, changed, or expired. */
export function verifyToken<T extends Signed>(secret: string, purpose: string, token: string | undefined, now: number): T | null {
  const [body = '', signature = '', extra] = (token ?? '').split('.');
  if (body === '' || extra !== undefined || token === undefined || token.length > 2048) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, body);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof value === 'object' && value !== null && typeof value.exp === 'number' && value.exp > now ? value : null;
  } catch {
    return null;
  }
}

/** The secret tokens are signed with: the configured one, or a random one that lasts until the server stops. */
export function tokenSecret(configured: string | undefined): string {
  if (configured === undefined || configured === '') return crypto.randomBytes(32).toString('base64url');
  if (configured.length < 32) throw new Error('SB_RELEASE_SECRET must be at least 32 characters');
  return configured;
}

/** A cookie's value from a Cookie header, or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
