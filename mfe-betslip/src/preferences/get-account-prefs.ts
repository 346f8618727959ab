import type { AccountPrefs } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const prefsPath = (accountId: string) => `/xapi/rest/accounts/${encodeURIComponent(accountId)}/accountPrefs`;

/** GET /xapi/rest/accounts/{accountId}/accountPrefs (spec §7): the player's default stake among them. */
export const getAccountPrefs = (accountId: string, signal?: AbortSignal): Promise<AccountPrefs> =>
  http().get<AccountPrefs>(prefsPath(accountId), { query: { withAuth: true }, signal });

/** PATCH /xapi/rest/accounts/{accountId}/accountPrefs (spec §7) with the default stake only. */
export const saveDefaultStake = (accountId: string, defaultStake: number): Promise<AccountPrefs> =>
  http().request<AccountPrefs>(prefsPath(accountId), {
    method: 'PATCH',
    query: { withAuth: true },
    body: { default_stake: defaultStake },
  });
