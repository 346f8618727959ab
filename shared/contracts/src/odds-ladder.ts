/**
 * GET /xapi/rest/oddsLadderAndMargins/{version} (spec §7; entity Margins of spec §3). The response
 * shape is not shown in the spec: margins as §3 lists them and the ladder as the config string of
 * spec §5 (`key=val,val|key=val`, one ladder per brand margin type).
 */

/** The version the regular ladder is published under; power odds use version 0 with type=POWER_ODDS and eventId. */
export const ODDS_LADDER_VERSION = 1;
export const POWER_ODDS_VERSION = 0;
