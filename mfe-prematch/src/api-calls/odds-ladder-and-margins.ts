import { ODDS_LADDER_GET, type OddsLadderAndMarginsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/oddsLadderAndMargins/{version} (spec §7): the brand's margins and odds ladder. */
export function getOddsLadderAndMargins(signal?: AbortSignal): Promise<OddsLadderAndMarginsResponse> {
  return http().get<OddsLadderAndMarginsResponse>(ODDS_LADDER_GET.path, { signal });
}
