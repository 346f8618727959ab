/**
 * Signed, expiring tokens: JWTs with HS256 (node:crypto HMAC), so a client can read `exp` to log out
 * 30 s before expiry (spec §4) while only the server can mint them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** Account id. */
  sub: string;
  /** Session id (session tokens) or login attempt id (login tokens). */
  sid: string;
  scope: 'session' | 'login';
  /** Login tokens: which step of the login is done. */
  stage?: 'otp' | 'question' | 'verified';
  iat: number;
  exp: number;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export class TokenSigner {
  constructor(private readonly secret: string) {}

  sign(claims: TokenClaims): string {
    const body = `${HEADER}.${encode(claims)}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string, nowMs: number): TokenClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const actual = Buffer.from(signature);
    if (header !== HEADER || expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return undefined;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return undefined;
    return claims;
  }

  /** A keyed MAC of any text under the same secret (provider game tokens). */
  mac(text: string): string {
    return this.signature(text);
  }

  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
