/**
 * GET /xapi/rest/oddsLadderAndMargins/{version} (spec §7; entity Margins of spec §3). The response
 * shape is not shown in the spec: margins as §3 lists them and the ladder as the config string of
 * spec §5 (`key=val,val|key=val`, one ladder per brand margin type).
 */
import type { ApiGet } from './page-answers';

/** The version the regular ladder is published under; power odds use version 0 with type=POWER_ODDS and eventId. */
export const ODDS_LADDER_VERSION = 1;
export const POWER_ODDS_VERSION = 0;
/** The brand margin type of a boosted event, and the type its request asks for. */
export const POWER_ODDS_TYPE = 'POWER_ODDS';

/** The brand's ladder and margins: what every price depends on. */
export const ODDS_LADDER_GET = { path: `/xapi/rest/oddsLadderAndMargins/${ODDS_LADDER_VERSION}` } as const satisfies ApiGet;
/** The book's boosted events, as margins. */
export const POWER_ODDS_GET = {
  path: `/xapi/rest/oddsLadderAndMargins/${POWER_ODDS_VERSION}`,
  query: { type: POWER_ODDS_TYPE },
} as const satisfies ApiGet;
