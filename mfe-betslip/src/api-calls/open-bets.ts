import type { ListedBets } from '../my-bets/jackpot-bet';
import { openBetsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET /xapi/bet/account/{accountId}/openbets (spec §7). */
export const getOpenBets = (accountId: string, signal?: AbortSignal): Promise<ListedBets> =>
  call(openBetsEndpoint, { params: { accountId }, query: { withAuth: true }, signal });
