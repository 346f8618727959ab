import type { JackpotBet, JackpotRetailCodeResponse } from '@sportsbook/contracts';
import { jackpotRetailCodeEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** POST /xapi/rest/jackpotbetslips/retailcodes (spec §7 Jackpot): a code to place the slip in a shop. */
export const getRetailCode = (bet: JackpotBet): Promise<JackpotRetailCodeResponse> =>
  call(jackpotRetailCodeEndpoint, { body: bet });
