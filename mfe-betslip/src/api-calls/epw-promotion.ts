import type { EpwPromotion } from '@sportsbook/contracts';

/** GET /xapi/rest/promotions/epw (spec §7): the parlay extra winnings tiers and cap. */
export async function getEpw(signal?: AbortSignal): Promise<EpwPromotion> {
  const { call, epwPromotionEndpoint } = await import('./checked-calls');
  return call(epwPromotionEndpoint, { signal });
}
