import { POWER_ODDS_GET, type OddsLadderAndMarginsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS (spec §7): the boosted events of the book, as margins. */
export function getPowerOdds(signal?: AbortSignal): Promise<OddsLadderAndMarginsResponse> {
  return http().get<OddsLadderAndMarginsResponse>(POWER_ODDS_GET.path, { query: POWER_ODDS_GET.query, signal });
}
