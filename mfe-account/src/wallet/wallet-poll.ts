import type { CachedSettings } from '@sportsbook/contracts';

/** Spec §9 default of user_wallet_poll_time. */
export const DEFAULT_WALLET_POLL_MS = 10_000;
/** Polling faster than this would hammer the wallet for no visible gain. */
const MIN_WALLET_POLL_MS = 1_000;

export function walletPollMs(settings: Partial<CachedSettings> | null): number {
  const value = settings?.user_wallet_poll_time;
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_WALLET_POLL_MS ? value : DEFAULT_WALLET_POLL_MS;
}
