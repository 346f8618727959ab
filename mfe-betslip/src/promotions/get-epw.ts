import type { EpwPromotion } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/promotions/epw (spec §7): the parlay extra winnings tiers and cap. */
export const getEpw = (signal?: AbortSignal): Promise<EpwPromotion> =>
  http().get<EpwPromotion>('/xapi/rest/promotions/epw', { signal });
