import type { BetslipSelectionsRequest, BetslipSelectionsResponse } from '@sportsbook/contracts';
import { priceSelectionsEndpoint, repriceSlipEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/**
 * PUT or POST /xapi/rest/betslips/selections (spec §7): POST when outcome ids are supplied (new
 * selections to price), PUT to re-price the current model. The model never carries errors.
 */
export const priceSelections = (request: BetslipSelectionsRequest, signal: AbortSignal): Promise<BetslipSelectionsResponse> =>
  call(request.outcomeIds && request.outcomeIds.length > 0 ? priceSelectionsEndpoint : repriceSlipEndpoint, {
    body: request,
    signal,
  });
