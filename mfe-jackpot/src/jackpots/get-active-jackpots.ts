import type { ActiveJackpotsResponse } from '@sportsbook/contracts';
import { activeJackpotsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET /xapi/rest/jackpotbetweb/active (spec §7 Jackpot). */
export const getActiveJackpots = (signal: AbortSignal): Promise<ActiveJackpotsResponse> =>
  call(activeJackpotsEndpoint, { signal });
