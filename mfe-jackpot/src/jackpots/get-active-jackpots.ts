import type { ActiveJackpotsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/jackpotbetweb/active (spec §7 Jackpot). */
export const getActiveJackpots = (signal: AbortSignal): Promise<ActiveJackpotsResponse> =>
  http().get<ActiveJackpotsResponse>('/xapi/rest/jackpotbetweb/active', { signal });
