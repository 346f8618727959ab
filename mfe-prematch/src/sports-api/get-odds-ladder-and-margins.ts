import { ODDS_LADDER_VERSION, type OddsLadderAndMarginsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/oddsLadderAndMargins/{version} (spec §7): the brand's margins and odds ladder. */
export function getOddsLadderAndMargins(signal?: AbortSignal): Promise<OddsLadderAndMarginsResponse> {
  return http().get<OddsLadderAndMarginsResponse>(`/xapi/rest/oddsLadderAndMargins/${ODDS_LADDER_VERSION}`, { signal });
}
