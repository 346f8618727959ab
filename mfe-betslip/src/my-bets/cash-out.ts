import type { CashoutRequest, CashoutResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** POST /xapi/bet/account/{accountId}/openbet/{betId}/cashout with the amount the player saw. */
export const cashOut = (accountId: string, betId: string, amount: number, signal: AbortSignal): Promise<CashoutResponse> =>
  http().request<CashoutResponse>(
    `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${encodeURIComponent(betId)}/cashout`,
    {
      method: 'POST',
      query: { withAuth: true },
      body: { amount } satisfies CashoutRequest,
      signal,
    },
  );
