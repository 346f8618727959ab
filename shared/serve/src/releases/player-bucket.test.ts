import crypto from 'node:crypto';
import { newPlayerId, onCanaryFor, playerBucket, playerCookie, playerIdFrom, PLAYER_COOKIE } from './player-bucket';

const ids = Array.from({ length: 10_000 }, (_, i) =>
  // Fixed ids: the tolerance below is checked on the same sample every run.
  crypto
    .createHash('md5')
    .update(String(i))
    .digest('hex')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-a$4-$5'),
);

it.each([1, 10, 25, 50, 99])('a %i %% canary gets that share of 10,000 players, within 1.5 points', (share) => {
  const picked = ids.filter((id) => onCanaryFor(id)('mfe_live', share)).length;
  expect(Math.abs(picked / ids.length - share / 100)).toBeLessThan(0.015);
});

it('spreads players evenly over the 100 buckets', () => {
  const counts = new Array<number>(100).fill(0);
  for (const id of ids) counts[playerBucket(id, 'mfe_betslip')]! += 1;
  expect(Math.min(...counts)).toBeGreaterThan(60);
  expect(Math.max(...counts)).toBeLessThan(140);
});

it('keeps a player in one bucket load after load, and on the canary as its share grows', () => {
  for (const id of ids.slice(0, 200)) {
    expect(playerBucket(id, 'mfe_live')).toBe(playerBucket(id, 'mfe_live'));
    if (onCanaryFor(id)('mfe_live', 10)) expect(onCanaryFor(id)('mfe_live', 11)).toBe(true);
  }
});

it('never puts a player without an id on a canary: a refused cookie means stable', () => {
  expect(onCanaryFor(null)('mfe_live', 100)).toBe(false);
  expect(onCanaryFor(null)('mfe_live', 99)).toBe(false);
});

it('reads back only an id of its own making', () => {
  const id = newPlayerId();
  expect(playerIdFrom(`a=1; ${PLAYER_COOKIE}=${id}; b=2`)).toBe(id);
  expect(playerIdFrom(undefined)).toBeNull();
  expect(playerIdFrom(`${PLAYER_COOKIE}=<script>`)).toBeNull();
  expect(playerIdFrom(`x${PLAYER_COOKIE}=${id}`)).toBeNull();
});

it('sets a first-party cookie scripts cannot read, Secure on https', () => {
  expect(playerCookie('id', false)).toMatch(/^sb_player=id; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  expect(playerCookie('id', true)).toContain('; Secure');
});
