import type { AccountPrefs } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/accounts/{accountId}/accountPrefs (spec §7): the player's default stake among them. */
export const getAccountPrefs = (accountId: string, signal?: AbortSignal): Promise<AccountPrefs> =>
  http().get<AccountPrefs>(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/accountPrefs`, {
    query: { withAuth: true },
    signal,
  });
