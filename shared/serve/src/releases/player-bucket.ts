import crypto from 'node:crypto';
import type { RemoteName } from '@sportsbook/contracts';

/**
 * The player's canary id: a random UUID the site sets in a first-party cookie. It names no one and
 * is never sent anywhere; it only keeps a player on one release from load to load.
 */
export const PLAYER_COOKIE = 'sb_player';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const PLAYER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id the browser sent back, or null: no cookie (a first visit, or cookies refused) or not one of ours. */
export function playerIdFrom(cookieHeader: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${PLAYER_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  const id = match?.[1]?.trim() ?? '';
  return PLAYER_ID.test(id) ? id : null;
}

export const newPlayerId = (): string => crypto.randomUUID();

/** Set-Cookie for a new id: the page's scripts never read it, and it goes to no other site. */
export function playerCookie(id: string, secure: boolean): string {
  return `${PLAYER_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * One of 100 buckets, from a hash of the id and the remote: the same player lands in the same
 * bucket on every load, and each remote's canary picks its own players.
 */
export function playerBucket(id: string, remote: RemoteName): number {
  return crypto.createHash('sha256').update(`${remote}:${id}`).digest().readUInt32BE(0) % 100;
}

/** Whether the player is on a remote's canary of this share; a player with no id never is. */
export const onCanaryFor =
  (id: string | null) =>
  (remote: RemoteName, share: number): boolean =>
    id !== null && playerBucket(id, remote) < share;
