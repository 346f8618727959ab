import { updateAccountPrefsEndpoint, type AccountPrefs } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const patchPrefs = (accountId: string, changes: Partial<AccountPrefs>): Promise<AccountPrefs> =>
  call(updateAccountPrefsEndpoint, { params: { accountId }, body: changes });
