import { POWER_ODDS_VERSION, type OddsLadderAndMarginsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** Spec §7: power odds are version 0 of the ladder and margins, with type=POWER_ODDS. */
export const POWER_ODDS_TYPE = 'POWER_ODDS';

/** GET /xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS: the boosted events of the book, as margins. */
export function getPowerOdds(signal?: AbortSignal): Promise<OddsLadderAndMarginsResponse> {
  return http().get<OddsLadderAndMarginsResponse>(`/xapi/rest/oddsLadderAndMargins/${POWER_ODDS_VERSION}`, {
    query: { type: POWER_ODDS_TYPE },
    signal,
  });
}
