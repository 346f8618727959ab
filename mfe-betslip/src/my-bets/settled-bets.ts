import type { SettledBetsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** Spec §9: the last 50 settled bets. */
export const SETTLED_BETS = 50;

/** GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (spec §7). */
export const getSettledBets = (signal?: AbortSignal): Promise<SettledBetsResponse> =>
  http().get<SettledBetsResponse>('/xapi/rest/acchistory/dailySettledBets', {
    query: { numberOfBets: SETTLED_BETS, withAuth: true },
    signal,
  });
