import type { ActiveJackpotsResponse } from '@sportsbook/contracts';
import { activeJackpotsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

/** GET /xapi/rest/jackpotbetweb/active (spec §7 Jackpot). */
export const getActiveJackpots = (signal: AbortSignal): Promise<ActiveJackpotsResponse> =>
  call(activeJackpotsEndpoint, { signal });

/** The open jackpots through the page's cache; a new `reload` asks again (the page's Retry). */
export const useActiveJackpots = (reload: number): ApiData<ActiveJackpotsResponse> =>
  useServerData(['active-jackpots', reload], getActiveJackpots);
