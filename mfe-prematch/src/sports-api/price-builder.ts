import type { BuilderPriceResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** POST /xapi/rest/betbuilder/price (issue 24.4): the price of a bet builder's legs together, or why not. */
export function priceBuilder(outcomeIds: readonly number[], signal?: AbortSignal): Promise<BuilderPriceResponse> {
  return http().request<BuilderPriceResponse>('/xapi/rest/betbuilder/price', { method: 'POST', body: { outcomeIds }, signal });
}
