/**
 * GET /xapi/rest/oddsLadderAndMargins/{version} (spec §7; entity Margins of spec §3). The response
 * shape is not shown in the spec: margins as §3 lists them and the ladder as the config string of
 * spec §5 (`key=val,val|key=val`, one ladder per brand margin type).
 */

/** The version the regular ladder is published under; power odds use version 0 with type=POWER_ODDS and eventId. */
export const ODDS_LADDER_VERSION = 1;
export const POWER_ODDS_VERSION = 0;

/**
 * A margin the brand adds on top of the feed price, in percent of the implied probability. Every id
 * it carries must match for it to apply; the most specific matching entry wins.
 */
export interface Margin {
  brandMarginType: string;
  margin: number;
  leagueId?: number | null;
  marketTypeId?: number | null;
  outcomeId?: number | null;
  eventId?: number | null;
  marketId?: number | null;
}

export interface OddsLadderAndMarginsResponse {
  margins: Margin[];
  /** The odds ladder config, e.g. "DEFAULT=1.01,1.02,1.05|POWER_ODDS=1.1,1.2". */
  odds: string;
}
