import type { JackpotAdvertsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

export type JackpotAdvertSlot = 'jackpot_banner' | 'jackpot_bets';

/** GET /api/adverts/jackpot_banner and /api/adverts/jackpot_bets (spec §7 Content). */
export const getJackpotAdverts = (slot: JackpotAdvertSlot, signal: AbortSignal): Promise<JackpotAdvertsResponse> =>
  http().get<JackpotAdvertsResponse>(`/api/adverts/${slot}`, { signal });
