import type { AccountInfo } from '@sportsbook/contracts';

/** GET /xapi/rest/accounts/{accountId}/info with includePromotionalInfo (spec §7): is the player excluded from promotions? */
export async function getPromotionalInfo(accountId: string, signal?: AbortSignal): Promise<AccountInfo> {
  const { call, accountInfoEndpoint } = await import('./checked-calls');
  return call(accountInfoEndpoint, {
    params: { accountId },
    query: { includePromotionalInfo: true, withAuth: true },
    signal,
  });
}
