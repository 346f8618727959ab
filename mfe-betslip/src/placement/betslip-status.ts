import type { PlaceBetslipResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** PUT /xapi/rest/betslips/{betSlipId}/status (spec §7): where a delayed live bet stands now. */
export const betslipStatus = (betSlipId: string): Promise<PlaceBetslipResponse> =>
  http().request<PlaceBetslipResponse>(`/xapi/rest/betslips/${encodeURIComponent(betSlipId)}/status`, {
    method: 'PUT',
    query: { withAuth: true },
    body: { betSlipId },
  });
