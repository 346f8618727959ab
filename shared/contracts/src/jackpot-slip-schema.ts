/** Jackpot answers of spec §7 (Betting) as schemas; the requests are in jackpot-slip.ts. */
import * as v from '@sportsbook/schema';
import { id } from './schema';

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
    availableBalance: v.nullable(v.number()),
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
