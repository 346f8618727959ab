import type { ListedBets } from './jackpot-bet';
import { http } from '@sportsbook/http';

/** GET /xapi/bet/account/{accountId}/openbets (spec §7). */
export const getOpenBets = (accountId: string, signal?: AbortSignal): Promise<ListedBets> =>
  http().get<ListedBets>(`/xapi/bet/account/${encodeURIComponent(accountId)}/openbets`, {
    query: { withAuth: true },
    signal,
  });
