import type { BetCountResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/bet/account/{accountId}/betcount (spec §7), polled at betcount_polling_interval. */
export const getBetCount = (accountId: string, signal?: AbortSignal): Promise<BetCountResponse> =>
  http().get<BetCountResponse>(`/xapi/bet/account/${encodeURIComponent(accountId)}/betcount`, {
    query: { withAuth: true },
    signal,
  });
