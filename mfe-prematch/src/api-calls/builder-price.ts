import type { BuilderPriceResponse } from '@sportsbook/contracts';
import { builderPriceEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** POST /xapi/rest/betbuilder/price: the price of a bet builder's legs together, or why not. */
export function priceBuilder(outcomeIds: readonly number[], signal?: AbortSignal): Promise<BuilderPriceResponse> {
  return call(builderPriceEndpoint, { body: { outcomeIds: [...outcomeIds] }, signal });
}
