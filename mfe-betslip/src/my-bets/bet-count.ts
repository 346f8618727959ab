import type { BetCountResponse } from '@sportsbook/contracts';
import { betCountEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET /xapi/bet/account/{accountId}/betcount (spec §7), polled at betcount_polling_interval. */
export const getBetCount = (accountId: string, signal?: AbortSignal): Promise<BetCountResponse> =>
  call(betCountEndpoint, { params: { accountId }, query: { withAuth: true }, signal });
