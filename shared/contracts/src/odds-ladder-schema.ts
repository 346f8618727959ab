/** GET /xapi/rest/oddsLadderAndMargins/{version} (odds-ladder.ts) as a schema. */
import * as v from '@sportsbook/schema';
import { id } from './schema';

const marginId = v.optional(v.nullable(id));

/**
 * A margin the brand adds on top of the feed price, in percent of the implied probability. Every id
 * it carries must match for it to apply; the most specific matching entry wins.
 */
const marginSchema = v.object({
  brandMarginType: v.string(),
  margin: v.number(),
  leagueId: marginId,
  marketTypeId: marginId,
  outcomeId: marginId,
  eventId: marginId,
  marketId: marginId,
});
export type Margin = v.InferOutput<typeof marginSchema>;

export const oddsLadderAndMarginsResponseSchema = v.object({
  margins: v.array(marginSchema),
  /** The odds ladder config, e.g. "DEFAULT=1.01,1.02,1.05|POWER_ODDS=1.1,1.2". */
  odds: v.string(),
});
export type OddsLadderAndMarginsResponse = v.InferOutput<typeof oddsLadderAndMarginsResponseSchema>;
