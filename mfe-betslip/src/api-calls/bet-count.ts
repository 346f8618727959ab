import type { BetCountResponse } from '@sportsbook/contracts';

/** GET /xapi/bet/account/{accountId}/betcount (spec §7), polled at betcount_polling_interval. */
export async function getBetCount(accountId: string, signal?: AbortSignal): Promise<BetCountResponse> {
  const { call, betCountEndpoint } = await import('./checked-calls');
  return call(betCountEndpoint, { params: { accountId }, query: { withAuth: true }, signal });
}
