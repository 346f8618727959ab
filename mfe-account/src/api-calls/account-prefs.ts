import { accountPrefsEndpoint, type AccountPrefs } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchPrefs = (accountId: string, signal?: AbortSignal): Promise<AccountPrefs> =>
  call(accountPrefsEndpoint, { params: { accountId }, signal });

/** The player's preferences through the page's cache; a new `reload` asks again (Retry). */
export const useAccountPrefs = (accountId: string, reload: number): ApiData<AccountPrefs> =>
  useServerData(['preferences', accountId, reload], (signal) => fetchPrefs(accountId, signal));
