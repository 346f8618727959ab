import type { EpwPromotion } from '@sportsbook/contracts';
import { epwPromotionEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET /xapi/rest/promotions/epw (spec §7): the parlay extra winnings tiers and cap. */
export const getEpw = (signal?: AbortSignal): Promise<EpwPromotion> => call(epwPromotionEndpoint, { signal });
