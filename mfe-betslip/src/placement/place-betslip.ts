import type { PlaceBetslipResponse, SlipModel } from '@sportsbook/contracts';
import { placeBetslipEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/**
 * POST /xapi/rest/accounts/{accountId}/betslips (spec §7), withAuth, with the slip's uuid: the API
 * places at most one bet per uuid, so a retried request returns the same bet.
 */
export const placeBetslip = (accountId: string, uuid: string, model: SlipModel): Promise<PlaceBetslipResponse> =>
  call(placeBetslipEndpoint, { params: { accountId }, query: { withAuth: true, uuid }, body: model });
