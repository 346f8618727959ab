import type { AccountPrefs } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const path = (accountId: string) => `/xapi/rest/accounts/${encodeURIComponent(accountId)}/accountPrefs`;

export const fetchPrefs = (accountId: string, signal?: AbortSignal): Promise<AccountPrefs> =>
  http().get<AccountPrefs>(path(accountId), signal ? { signal } : {});

export const patchPrefs = (accountId: string, changes: Partial<AccountPrefs>): Promise<AccountPrefs> =>
  http().request<AccountPrefs>(path(accountId), { method: 'PATCH', body: changes });
