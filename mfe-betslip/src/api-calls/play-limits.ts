import type { PlayLimitsResponse } from '@sportsbook/contracts';
import { useServerData, type ApiData } from '@sportsbook/ui';

/** GET the account's stake and loss limits (spec §7); an answer of another shape throws rather than show a wrong figure. */
export async function getPlayLimits(signal: AbortSignal): Promise<PlayLimitsResponse> {
  const { call, playLimitsEndpoint } = await import('./checked-calls');
  return call(playLimitsEndpoint, { signal });
}

/** The limits' cache key: read again whenever the balance moves, since a bet placed or settled changes what is left. */
export const playLimitsKey = (accountId: string | null, balance: number | undefined) => ['play-limits', accountId, balance];

/** The logged-in player's limits through the page's server-data cache. */
export const usePlayLimits = (accountId: string | null, balance: number | undefined): ApiData<PlayLimitsResponse> =>
  useServerData(playLimitsKey(accountId, balance), getPlayLimits, { enabled: accountId !== null });
