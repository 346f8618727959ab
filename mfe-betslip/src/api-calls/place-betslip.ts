import type { PlaceBetslipResponse, SlipModel } from '@sportsbook/contracts';

/**
 * POST /xapi/rest/accounts/{accountId}/betslips (spec §7), withAuth, with the slip's uuid: the API
 * places at most one bet per uuid, so a retried request returns the same bet.
 */
export async function placeBetslip(accountId: string, uuid: string, model: SlipModel): Promise<PlaceBetslipResponse> {
  const { call, placeBetslipEndpoint } = await import('./checked-calls');
  return call(placeBetslipEndpoint, { params: { accountId }, query: { withAuth: true, uuid }, body: model });
}
