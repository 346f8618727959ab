import type { BetslipSelectionsRequest, BetslipSelectionsResponse } from '@sportsbook/contracts';

/**
 * PUT or POST /xapi/rest/betslips/selections (spec §7): POST when outcome ids are supplied (new
 * selections to price), PUT to re-price the current model. The model never carries errors.
 */
export async function priceSelections(
  request: BetslipSelectionsRequest,
  signal: AbortSignal,
): Promise<BetslipSelectionsResponse> {
  const { call, priceSelectionsEndpoint, repriceSlipEndpoint } = await import('./checked-calls');
  return call(request.outcomeIds && request.outcomeIds.length > 0 ? priceSelectionsEndpoint : repriceSlipEndpoint, {
    body: request,
    signal,
  });
}
