/** The jackpot bet of spec §3 and the jackpot calls of spec §7 (Betting) as schemas. */
import * as v from '@sportsbook/schema';
import { MAX_REQUEST_AMOUNT } from './betting-schema';
import { id } from './schema';

const lineStake = v.pipe(v.number(), v.gtValue(0), v.maxValue(MAX_REQUEST_AMOUNT));

/** One pick: an outcome of the jackpot's event at position `ordinal` (1-based, in `Jackpot.eventIds` order). */
const jackpotSingleSchema = v.object({
  outcomeId: v.pipe(id, v.minValue(1)),
  ordinal: v.pipe(id, v.minValue(1), v.maxValue(100)),
});
export type JackpotSingle = v.InferOutput<typeof jackpotSingleSchema>;

/** Spec §3 Jackpot bet: the body of placement and of retail codes. */
export const jackpotBetSchema = v.object({
  jackpotId: id,
  jackpotPrize: v.optional(v.number()),
  /** Stake of one line, major units: exactly the jackpot's `lineStake`. */
  globalStake: lineStake,
  /** Total cost as the jackpot calculation priced it: globalStake × noOfBets. */
  jackpotTotalStake: v.pipe(v.number(), v.minValue(0), v.maxValue(1e12)),
  /** Lines: the product of the number of picks per event. */
  noOfBets: v.pipe(id, v.minValue(0)),
  originId: v.optional(id),
  singles: v.pipe(v.array(jackpotSingleSchema), v.minLength(1), v.maxLength(200)),
});
export type JackpotBet = v.InferOutput<typeof jackpotBetSchema>;

/**
 * Jackpot calculation (spec §7: model {globalStake, jackpotId, originId} and outcomeIds as a comma
 * list, returns model.totalCost): POST /xapi/rest/jackpotbetslips/selections.
 */
export const jackpotCalculationRequestSchema = v.object({
  model: v.object({ globalStake: lineStake, jackpotId: id, originId: v.optional(id) }),
  outcomeIds: v.optional(v.pipe(v.string(), v.maxLength(4000), v.regex(/^([0-9]{1,15}(,[0-9]{1,15})*)?$/))),
});
export type JackpotCalculationRequest = v.InferOutput<typeof jackpotCalculationRequestSchema>;

/** A refusal of the slip, with a bet result code of spec §8 (RES-00056...); the main betslip's error shape. */
const jackpotBetErrorSchema = v.object({ code: v.string(), message: v.optional(v.string()), outcomeId: v.optional(id) });
export type JackpotBetError = v.InferOutput<typeof jackpotBetErrorSchema>;

export const jackpotCalculationResponseSchema = v.object({
  model: v.object({
    jackpotId: id,
    globalStake: v.number(),
    noOfBets: id,
    totalCost: v.number(),
    errors: v.array(jackpotBetErrorSchema),
  }),
});
export type JackpotCalculationResponse = v.InferOutput<typeof jackpotCalculationResponseSchema>;

/**
 * POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid={uuid} with a JackpotBet body, answered
 * like the main betslip's placement (spec §3 Response model). The uuid makes a retried request
 * idempotent and is the "Req. ref" a player quotes to support.
 */
export const jackpotPlacementResponseSchema = v.object({
  model: v.object({
    betSlipId: v.string(),
    reference: v.nullable(v.string()),
    status: v.picklist(['ACCEPTED', 'REJECTED']),
    totalCost: v.number(),
    /** The wallet after the bet: its cash and its bonus money. */
    availableBalance: v.nullable(v.number()),
    availablePromoCash: v.number(),
    errors: v.array(jackpotBetErrorSchema),
  }),
});
export type JackpotPlacementResponse = v.InferOutput<typeof jackpotPlacementResponseSchema>;

/** POST /xapi/rest/jackpotbetslips/retailcodes with a JackpotBet body: a code to bet it in a shop. */
export const jackpotRetailCodeResponseSchema = v.object({ code: v.string(), expiresAt: v.string() });
export type JackpotRetailCodeResponse = v.InferOutput<typeof jackpotRetailCodeResponseSchema>;

/** Spec §3 Advert, as GET /api/adverts/jackpot_banner and /api/adverts/jackpot_bets list them. */
const jackpotAdvertSchema = v.object({
  name: v.string(),
  description: v.string(),
  show_description: v.boolean(),
  attachment_path: v.string(),
  width_in_pixels: id,
  height_in_pixels: id,
  link: v.nullable(v.string()),
  link_name: v.nullable(v.string()),
});
export type JackpotAdvert = v.InferOutput<typeof jackpotAdvertSchema>;
export const jackpotAdvertsResponseSchema = v.object({ adverts: v.array(jackpotAdvertSchema) });
export type JackpotAdvertsResponse = v.InferOutput<typeof jackpotAdvertsResponseSchema>;
