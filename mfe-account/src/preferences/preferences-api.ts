import { accountPrefsEndpoint, updateAccountPrefsEndpoint, type AccountPrefs } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const fetchPrefs = (accountId: string, signal?: AbortSignal): Promise<AccountPrefs> =>
  call(accountPrefsEndpoint, { params: { accountId }, signal });

export const patchPrefs = (accountId: string, changes: Partial<AccountPrefs>): Promise<AccountPrefs> =>
  call(updateAccountPrefsEndpoint, { params: { accountId }, body: changes });
