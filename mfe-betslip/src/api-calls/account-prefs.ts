import type { AccountPrefs } from '@sportsbook/contracts';

/** GET /xapi/rest/accounts/{accountId}/accountPrefs (spec §7): the player's default stake among them. */
export async function getAccountPrefs(accountId: string, signal?: AbortSignal): Promise<AccountPrefs> {
  const { call, accountPrefsEndpoint } = await import('./checked-calls');
  return call(accountPrefsEndpoint, { params: { accountId }, query: { withAuth: true }, signal });
}

/** PATCH /xapi/rest/accounts/{accountId}/accountPrefs (spec §7) with the default stake only. */
export async function saveDefaultStake(accountId: string, defaultStake: number): Promise<AccountPrefs> {
  const { call, updateAccountPrefsEndpoint } = await import('./checked-calls');
  return call(updateAccountPrefsEndpoint, {
    params: { accountId },
    query: { withAuth: true },
    body: { default_stake: defaultStake },
  });
}
