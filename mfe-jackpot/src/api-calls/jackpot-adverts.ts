import type { JackpotAdvertsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import { CONTENT_FRESH_MS, useServerData, type ApiData } from '@sportsbook/ui';

export type JackpotAdvertSlot = 'jackpot_banner' | 'jackpot_bets';

/** GET /api/adverts/jackpot_banner and /api/adverts/jackpot_bets (spec §7 Content). */
export const getJackpotAdverts = (slot: JackpotAdvertSlot, signal: AbortSignal): Promise<JackpotAdvertsResponse> =>
  http().get<JackpotAdvertsResponse>(`/api/adverts/${slot}`, { signal });

/** A slot's adverts through the page's cache, fresh as long as the rest of the operator's content. */
export const useJackpotAdverts = (slot: JackpotAdvertSlot): ApiData<JackpotAdvertsResponse> =>
  useServerData(['jackpot-adverts', slot], (signal) => getJackpotAdverts(slot, signal), { freshMs: CONTENT_FRESH_MS });
