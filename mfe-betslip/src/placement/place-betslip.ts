import type { PlaceBetslipResponse, SlipModel } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/**
 * POST /xapi/rest/accounts/{accountId}/betslips (spec §7), withAuth, with the slip's uuid: the API
 * places at most one bet per uuid, so a retried request returns the same bet.
 */
export const placeBetslip = (accountId: string, uuid: string, model: SlipModel): Promise<PlaceBetslipResponse> =>
  http().request<PlaceBetslipResponse>(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/betslips`, {
    method: 'POST',
    query: { withAuth: true, uuid },
    body: model,
  });
