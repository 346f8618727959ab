import type { WalletTransaction } from '@sportsbook/contracts';

export type Pocket = WalletTransaction['pocket'];

/** Each pocket's balance after a movement; null where the listing does not reach back to a movement of it. */
export type PocketBalances = Record<Pocket, number | null>;

/**
 * The cash and the bonus pocket after each movement (newest first, as the API lists them). A row
 * moves one pocket and carries that pocket's balance; the other pocket stands where its last earlier
 * movement left it, so a free-bet stake never reads as the player's cash balance.
 */
export function pocketBalances(newestFirst: readonly Pick<WalletTransaction, 'id' | 'pocket' | 'balanceAfter'>[]) {
  const byId = new Map<WalletTransaction['id'], PocketBalances>();
  let current: PocketBalances = { REAL: null, PROMO: null };
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const row = newestFirst[i] as (typeof newestFirst)[number];
    current = { ...current, [row.pocket]: row.balanceAfter };
    byId.set(row.id, current);
  }
  return byId;
}
