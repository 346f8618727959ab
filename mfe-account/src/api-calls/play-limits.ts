import { playLimitsEndpoint, type PlayLimitsResponse } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchPlayLimits = (signal?: AbortSignal): Promise<PlayLimitsResponse> => call(playLimitsEndpoint, { signal });

/** The player's limits through the page's cache; a new `reload` asks again (Retry). */
export const usePlayLimits = (reload: number): ApiData<PlayLimitsResponse> =>
  useServerData(['play-limits', reload], fetchPlayLimits);
