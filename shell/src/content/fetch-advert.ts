import type { Advert } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/adverts/{id} (player_type, username). */
export const fetchAdvert = (id: number, playerType: string, username: string | null, signal?: AbortSignal): Promise<Advert> =>
  http().get<Advert>(`/api/adverts/${id}`, { query: { player_type: playerType, username }, signal });
