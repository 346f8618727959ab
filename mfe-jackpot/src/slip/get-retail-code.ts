import type { JackpotBet, JackpotRetailCodeResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** POST /xapi/rest/jackpotbetslips/retailcodes (spec §7 Jackpot): a code to place the slip in a shop. */
export const getRetailCode = (bet: JackpotBet): Promise<JackpotRetailCodeResponse> =>
  http().request<JackpotRetailCodeResponse>('/xapi/rest/jackpotbetslips/retailcodes', { method: 'POST', body: bet });
