import type { AccountInfo, Advert } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/adverts/{id} (player_type, username). */
export const fetchAdvert = (id: number, playerType: string, username: string | null, signal?: AbortSignal): Promise<Advert> =>
  http().get<Advert>(`/api/adverts/${id}`, { query: { player_type: playerType, username }, signal });

/** GET /xapi/rest/accounts/{accountId}/info (spec §7): what the audience rules of §4 read, exclusion from promotions included. */
export const fetchAccountInfo = (accountId: string, signal?: AbortSignal): Promise<AccountInfo> =>
  http().get<AccountInfo>(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/info`, {
    query: { withAuth: true, includePromotionalInfo: true },
    signal,
  });
