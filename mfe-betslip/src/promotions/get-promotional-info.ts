import type { AccountInfo } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/accounts/{accountId}/info with includePromotionalInfo (spec §7): is the player excluded from promotions? */
export const getPromotionalInfo = (accountId: string, signal?: AbortSignal): Promise<AccountInfo> =>
  http().get<AccountInfo>(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/info`, {
    query: { includePromotionalInfo: true, withAuth: true },
    signal,
  });
