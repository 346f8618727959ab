import type { JackpotBet, JackpotPlacementResponse } from '@sportsbook/contracts';
import { placeJackpotBetEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid=… (spec §7 Jackpot). */
export const placeJackpotBet = (accountId: string, bet: JackpotBet, uuid: string): Promise<JackpotPlacementResponse> =>
  call(placeJackpotBetEndpoint, { params: { accountId }, query: { uuid }, body: bet });
