/** Password and security-answer hashing with scrypt (node:crypto), compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export interface PasswordHash {
  salt: string;
  hash: string;
}

const derive = (secret: string, salt: string): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A new salted hash of a secret (a registration's password), in the form verifySecret reads. */
export async function hashSecret(secret: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: (await derive(secret, salt)).toString('base64url') };
}

/** Async so a login does not block the feed and other requests for the ~35 ms scrypt takes. */
export async function verifySecret(secret: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64url');
  const actual = await derive(secret, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Security answers compare case- and space-insensitively, as players type them differently each time. */
export const normaliseAnswer = (answer: string): string => answer.trim().replace(/\s+/g, ' ').toLowerCase();
