/**
 * Free usernames offered when the one asked for is not: the wanted name with a random number, each
 * checked free. Random rather than counted up, so the list says nothing about which others exist.
 */
import { randomInt } from 'node:crypto';
import type { AccountStore } from './account-store';

const SUGGESTIONS = 3;
const TRIES = 20;
/** Room for the number within the 20 characters a username may have. */
const BASE_LENGTH = 16;

export function freeUsernames(accounts: Pick<AccountStore, 'byUsername'>, wanted: string): string[] {
  const base = wanted.slice(0, BASE_LENGTH).padEnd(3, '_');
  const free = new Set<string>();
  for (let i = 0; i < TRIES && free.size < SUGGESTIONS; i++) {
    const candidate = `${base}${randomInt(10, 10_000)}`;
    if (!accounts.byUsername(candidate)) free.add(candidate);
  }
  return [...free];
}
