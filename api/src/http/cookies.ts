/**
 * Cookie parsing and Set-Cookie writing. @fastify/cookie 11 loads the ESM-only `cookie` package with
 * a dynamic import, which the repo's CommonJS jest run cannot execute, so the API does this itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
}

const parsed = new WeakMap<FastifyRequest, Record<string, string>>();

export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cached = parsed.get(request);
  if (cached) return cached;
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    // First one wins, as browsers send the most specific path first.
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  parsed.set(request, cookies);
  return cookies;
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  void reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), parts.join('; ')]);
}

export function clearCookie(
  reply: FastifyReply,
  name: string,
  options: Pick<CookieOptions, 'path' | 'secure' | 'sameSite' | 'httpOnly'> = {},
): void {
  setCookie(reply, name, '', { ...options, maxAge: 0 });
}
