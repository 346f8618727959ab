import type { ListedBets } from '../my-bets/jackpot-bet';
import { settledBetsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** Spec §9: the last 50 settled bets. */
const SETTLED_BETS = 50;

/** GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (spec §7). */
export const getSettledBets = (signal?: AbortSignal): Promise<ListedBets> =>
  call(settledBetsEndpoint, { query: { numberOfBets: SETTLED_BETS, withAuth: true }, signal });
