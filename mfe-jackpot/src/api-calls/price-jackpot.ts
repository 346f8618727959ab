import {
  JACKPOT_ORIGIN_ID,
  priceJackpotEndpoint,
  type JackpotCalculationRequest,
  type JackpotCalculationResponse,
  type JackpotSingle,
} from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { outcomeIdList } from '../slip/jackpot-picks';

/** The jackpot calculation of spec §7: POST /xapi/rest/jackpotbetslips/selections. */
export function priceJackpot(
  jackpotId: number,
  globalStake: number,
  picks: readonly JackpotSingle[],
  signal: AbortSignal,
): Promise<JackpotCalculationResponse> {
  const body: JackpotCalculationRequest = {
    model: { globalStake, jackpotId, originId: JACKPOT_ORIGIN_ID },
    outcomeIds: outcomeIdList(picks),
  };
  return call(priceJackpotEndpoint, { body, signal });
}
