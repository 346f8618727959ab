import type { OpenBetsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/bet/account/{accountId}/openbets (spec §7). */
export const getOpenBets = (accountId: string, signal?: AbortSignal): Promise<OpenBetsResponse> =>
  http().get<OpenBetsResponse>(`/xapi/bet/account/${encodeURIComponent(accountId)}/openbets`, {
    query: { withAuth: true },
    signal,
  });
