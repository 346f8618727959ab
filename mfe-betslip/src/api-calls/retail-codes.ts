import type { RetailCodeRequest, RetailCodeResponse } from '@sportsbook/contracts';

/**
 * POST /xapi/rest/betslips/retailcodes (spec §7): with a model it books a code, with a code it returns
 * that slip. The code's box shows on an empty slip, so the call's schemas load when a code is sent.
 */
export async function retailCodes(request: RetailCodeRequest): Promise<RetailCodeResponse> {
  const { call, retailCodeEndpoint } = await import('./checked-calls');
  return call(retailCodeEndpoint, { body: request });
}
