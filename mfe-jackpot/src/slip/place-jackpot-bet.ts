import type { JackpotBet, JackpotPlacementResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid=… (spec §7 Jackpot). */
export const placeJackpotBet = (accountId: string, bet: JackpotBet, uuid: string): Promise<JackpotPlacementResponse> =>
  http().request<JackpotPlacementResponse>(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/jackpotbetslips`, {
    method: 'POST',
    query: { uuid },
    body: bet,
  });
