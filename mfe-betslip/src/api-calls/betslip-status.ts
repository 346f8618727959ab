import type { PlaceBetslipResponse } from '@sportsbook/contracts';

/** PUT /xapi/rest/betslips/{betSlipId}/status (spec §7): where a delayed live bet stands now. */
export async function betslipStatus(betSlipId: string): Promise<PlaceBetslipResponse> {
  const { call, betslipStatusEndpoint } = await import('./checked-calls');
  return call(betslipStatusEndpoint, { params: { betSlipId }, query: { withAuth: true } });
}
