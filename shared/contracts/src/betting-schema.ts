/**
 * What the operator API answers on the betting calls, as schemas: the API serialises with them and
 * their types are inferred from them. Each answer is a superset of the shape the betslip reads
 * (betslip.ts, checked below), so a client typed against those reads these unchanged.
 */
import * as v from '@sportsbook/schema';
import type {
  BetLeg,
  BetslipSelectionsResponse,
  BetView,
  CashoutResponse,
  PlaceBetslipResponse,
  PricedSingle,
  SlipModel,
} from './betslip';
import { BET_BUILDER_LEGS } from './api-betting';
import { id } from './schema';
import { placeTermsSchema } from './sports-schema';

/** Compiles only when the API's answer `Full` still gives a client everything of `Part`. */
type Superset<Full extends Part, Part> = Full;

const betslipErrorSchema = v.object({ code: v.string(), ref: v.optional(v.string()), message: v.optional(v.string()) });
const outcomeStates = v.picklist(['O', 'S', 'C']);

/** A single as the pricing call returns it: the slip's §3 Single selection fields, priced. */
const pricedSingleDetailSchema = v.object({
  outcomeId: id,
  outcomeState: outcomeStates,
  decimal: v.number(),
  maxBetStake: v.number(),
  maxFreeMoneyStake: v.number(),
  /** Each-way place terms where the market offers them. */
  placeTerms: v.optional(v.object({ numerator: id, denominator: id, places: v.optional(id) })),
  eventId: id,
  marketId: id,
  ref: v.string(),
  eventDescription: v.optional(v.string()),
  marketDescription: v.optional(v.string()),
  outcomeDescription: v.optional(v.string()),
  isLive: v.optional(v.boolean()),
  minBetStake: v.optional(v.number()),
  unitStake: v.number(),
  freeMoneyUnitStake: v.optional(v.number()),
  stakeAfterTax: v.optional(v.number()),
  potentialReturns: v.number(),
  potentialTaxDeduction: v.optional(v.number()),
  /** An each-way single, and what it returns if the selection only places. */
  eachWay: v.optional(v.boolean()),
  potentialPlaceWin: v.optional(v.number()),
  /** Why the selection cannot be bet ('Your selection is not available anymore'...), else null. */
  message: v.nullable(v.string()),
});
export type PricedSingleDetail = Superset<v.InferOutput<typeof pricedSingleDetailSchema>, PricedSingle>;

/** Spec §3 Multiple bet, priced. */
const pricedMultipleBetSchema = v.object({
  betTypeId: id,
  /** Double, Treble or N-Fold. */
  description: v.string(),
  fullDescription: v.optional(v.string()),
  ref: v.string(),
  noOfBets: id,
  price: v.optional(v.number()),
  decimal: v.number(),
  priceFormat: v.optional(id),
  totalStake: v.number(),
  unitStake: v.number(),
  stakeAfterTax: v.optional(v.number()),
  taxPercentage: v.optional(v.number()),
  minBetStake: v.string(),
  extraParlayWinnings: v.number(),
  potentialReturns: v.number(),
  /** Each-way: its place terms are its legs'; the stake is twice the unit. */
  eachWay: v.optional(v.boolean()),
});
export type PricedMultipleBet = v.InferOutput<typeof pricedMultipleBetSchema>;

/** Spec §3 System bet, priced. */
const pricedSystemBetSchema = v.object({
  ref: v.string(),
  description: v.string(),
  noOfBets: id,
  unitStake: v.number(),
  totalStake: v.number(),
  potentialReturns: v.number(),
  /** Each-way: every line has a place twin at its legs' place odds, so twice the bets. */
  eachWay: v.optional(v.boolean()),
});
export type PricedSystemBet = v.InferOutput<typeof pricedSystemBetSchema>;

/** A bet builder, priced: one price for all its legs, which come from one football match. */
const pricedBuilderSchema = v.object({
  ref: v.string(),
  eventId: id,
  eventDescription: v.string(),
  legs: v.array(v.object({ outcomeId: id, marketDescription: v.string(), outcomeDescription: v.string() })),
  /** The builder's price now, or null when its legs cannot go together (RES-00218) or one is gone. */
  decimal: v.nullable(v.number()),
  unitStake: v.number(),
  potentialReturns: v.number(),
  message: v.nullable(v.string()),
});
export type PricedBuilder = v.InferOutput<typeof pricedBuilderSchema>;

/** PUT/POST /xapi/rest/betslips/selections answer. */
export const betslipPricingResponseSchema = v.object({
  model: v.object({
    singles: v.array(pricedSingleDetailSchema),
    multiples: v.array(pricedMultipleBetSchema),
    systems: v.array(pricedSystemBetSchema),
    /** Bet builders the slip holds, each priced as one bet. */
    builders: v.optional(v.array(pricedBuilderSchema)),
    availableBalance: v.nullable(v.number()),
    availablePromoCash: v.number(),
    totalCost: v.number(),
    potentialReturns: v.number(),
    totalOdds: v.number(),
    errors: v.array(betslipErrorSchema),
  }),
});
export type BetslipPricingResponse = Superset<v.InferOutput<typeof betslipPricingResponseSchema>, BetslipSelectionsResponse>;

export const BET_KINDS = ['SINGLE', 'MULTIPLE', 'SYSTEM', 'JACKPOT'] as const;
export type BetKind = (typeof BET_KINDS)[number];
export const BET_STATUSES = ['PENDING', 'OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT', 'REJECTED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const LEG_RESULTS = ['OPEN', 'WON', 'LOST', 'VOID'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

const betLegDetailSchema = v.object({
  outcomeId: id,
  marketId: id,
  eventId: id,
  eventDescription: v.string(),
  marketDescription: v.string(),
  outcomeDescription: v.string(),
  sportCode: v.string(),
  startTime: v.string(),
  decimal: v.number(),
  /** Price now on offer while the market is open, else null. */
  currentPrice: v.nullable(v.number()),
  /** Jackpot legs: the event's position in the jackpot. */
  ordinal: v.nullable(id),
  result: v.picklist(LEG_RESULTS),
  /** An each-way leg's terms as booked, and its place part's result. */
  placeTerms: v.optional(placeTermsSchema),
  placeResult: v.optional(v.picklist(LEG_RESULTS)),
});
export type BetLegDetail = Superset<v.InferOutput<typeof betLegDetailSchema>, BetLeg>;

/** One cash-out of a bet: what it paid, the stake it took off the bet, whether the auto rule made it. */
export const betCashoutSchema = v.object({
  amount: v.number(),
  stake: v.number(),
  automatic: v.boolean(),
  cashedOutAt: v.string(),
});
export type BetCashout = v.InferOutput<typeof betCashoutSchema>;

/** A bet with everything the my-bets views show. */
export const betDetailSchema = v.object({
  betId: v.string(),
  betSlipId: v.string(),
  reference: v.string(),
  placedAt: v.string(),
  /** single, multiple or a system code. */
  betType: v.string(),
  kind: v.picklist(BET_KINDS),
  status: v.picklist(BET_STATUSES),
  betTypeId: id,
  description: v.string(),
  currency: v.string(),
  unitStake: v.number(),
  noOfBets: id,
  totalStake: v.number(),
  freeMoneyStake: v.number(),
  /** Spec §5 tax on the stake: what the brand withholds before the stake is wagered (0 without tax). */
  stakeTax: v.number(),
  /** Spec §5 tax on the winnings as the legs stand, open legs counted as won (0 without tax). */
  winningsTax: v.number(),
  totalOdds: v.number(),
  potentialReturns: v.number(),
  isLive: v.boolean(),
  jackpotId: v.nullable(id),
  legs: v.array(betLegDetailSchema),
  /** Cash-out offered now (spec: cashout on open bets), null when none. */
  cashoutAmount: v.nullable(v.number()),
  /** Each cash-out of the bet so far, part or whole, oldest first. */
  cashouts: v.optional(v.array(betCashoutSchema)),
  /** The offer at which the book cashes the bet out by itself; null or absent: no rule. */
  autoCashoutAt: v.optional(v.nullable(v.number())),
  /** The bookmaker's word for a settled bet; PLACED: an each-way bet whose win part lost and place part paid. */
  result: v.optional(v.picklist(['WON', 'PLACED', 'LOST', 'VOID', 'CASHED_OUT'])),
  returns: v.optional(v.number()),
  settledAt: v.optional(v.string()),
});
export type BetDetail = Superset<v.InferOutput<typeof betDetailSchema>, BetView>;

/** POST betslips and PUT betslips/{id}/status answer. */
export const placedBetslipResponseSchema = v.object({
  model: v.object({
    betSlipId: v.string(),
    reference: v.nullable(v.string()),
    status: v.picklist(['ACCEPTED', 'PENDING', 'REJECTED']),
    /** Live-bet delay in seconds before the book accepts or rejects (spec §3 Slip model delay). */
    delay: id,
    displayDelay: id,
    /** When a pending slip is decided (ISO). */
    acceptAfter: v.string(),
    totalCost: v.number(),
    /** The wallet after the bet: its cash, and its bonus money (spent first by a free bet). */
    availableBalance: v.nullable(v.number()),
    availablePromoCash: v.number(),
    potentialReturns: v.number(),
    errors: v.array(betslipErrorSchema),
    bets: v.array(betDetailSchema),
  }),
});
export type PlacedBetslipResponse = Superset<v.InferOutput<typeof placedBetslipResponseSchema>, PlaceBetslipResponse>;

export const betDetailsResponseSchema = v.object({ bets: v.array(betDetailSchema) });
export type BetDetailsResponse = v.InferOutput<typeof betDetailsResponseSchema>;

/** GET /xapi/bet/account/{accountId}/betcount: the balance updates the wallet when finite (spec §7). */
export const betCountResponseSchema = v.object({ count: id, balance: v.nullable(v.number()) });
export type BetCountResponse = v.InferOutput<typeof betCountResponseSchema>;

/** Spec §3 Parlay extra winnings config: GET /xapi/rest/promotions/epw. */
export const epwPromotionSchema = v.object({
  /** Bonus in percent of a winning multiple's profit, by its number of selections (the highest betSize not above it applies). */
  epwPromoFilterValues: v.array(v.object({ betSize: id, percentage: v.number() })),
  maxAmount: v.number(),
});
export type EpwPromotion = v.InferOutput<typeof epwPromotionSchema>;

/** POST /xapi/bet/account/{accountId}/openbet/{betId}/cashout answer, with the bet and balance after it. */
export const cashoutDetailResponseSchema = v.object({
  status: v.picklist(['SUCCESS', 'INVALID_AMOUNT', 'VALUES_CHANGED', 'ERROR']),
  amount: v.nullable(v.number()),
  cashoutAmount: v.optional(v.nullable(v.number())),
  balance: v.number(),
  bet: betDetailSchema,
});
export type CashoutDetailResponse = Superset<v.InferOutput<typeof cashoutDetailResponseSchema>, CashoutResponse>;

/** POST /xapi/rest/betslips/retailcodes: a code made from a slip, or the slip a code loads. */
export const retailCodeResponseSchema = v.object({
  code: v.string(),
  selections: v.array(
    v.object({
      outcomeId: id,
      eventId: id,
      marketId: id,
      eventDescription: v.string(),
      marketDescription: v.string(),
      outcomeDescription: v.string(),
      decimal: v.number(),
      isLive: v.boolean(),
    }),
  ),
});
export type RetailCodeResponse = v.InferOutput<typeof retailCodeResponseSchema>;
export type RetailCodeSelection = RetailCodeResponse['selections'][number];

/** The largest amount (a stake, a cash-out) the API takes in one request, major units. */
export const MAX_REQUEST_AMOUNT = 1e9;
const stake = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REQUEST_AMOUNT));
const outcomeId = v.pipe(id, v.minValue(1), v.maxValue(1e15));
const betRef = v.pipe(v.string(), v.maxLength(20));

/**
 * The slip as the API accepts it: the betslip remote's SlipModel with everything but the outcome ids
 * optional (a client may ask for prices before it has stakes). Sizes are bounded here, before any
 * selection is looked up.
 */
export const slipInputSchema = v.object({
  singles: v.pipe(
    v.array(
      v.object({
        outcomeId,
        eventId: v.optional(id),
        marketId: v.optional(id),
        ref: v.optional(betRef),
        unitStake: v.optional(stake),
        freeMoneyUnitStake: v.optional(stake),
        eachWay: v.optional(v.boolean()),
        decimal: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100_000))),
      }),
    ),
    v.maxLength(100),
  ),
  multiples: v.optional(
    v.pipe(
      v.array(
        v.object({
          betTypeId: id,
          ref: v.optional(betRef),
          noOfBets: v.optional(id),
          unitStake: stake,
          decimal: v.optional(v.number()),
          eachWay: v.optional(v.boolean()),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  systems: v.optional(
    v.pipe(
      v.array(
        v.object({
          ref: v.pipe(v.string(), v.regex(/^[0-9]{3}$/)),
          unitStake: stake,
          noOfBets: v.optional(id),
          eachWay: v.optional(v.boolean()),
        }),
      ),
      v.maxLength(30),
    ),
  ),
  /** Bet builders: each its legs' outcome ids, all of one match, staked as one bet. */
  builders: v.optional(
    v.pipe(
      v.array(
        v.object({
          ref: v.optional(betRef),
          outcomeIds: v.pipe(v.array(outcomeId), v.minLength(BET_BUILDER_LEGS.min), v.maxLength(BET_BUILDER_LEGS.max)),
          unitStake: v.optional(stake),
          decimal: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100_000))),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  userAcceptOdds: v.optional(v.picklist(['D', 'H', 'A'])),
  originId: v.optional(id),
  usePromoCash: v.optional(v.boolean()),
});
export type SlipInput = v.InferOutput<typeof slipInputSchema>;
/** Compiles only while every slip the betslip remote sends is one the API accepts. */
type _SlipModelIsAccepted = Superset<SlipModel, SlipInput>;

/** PUT/POST /xapi/rest/betslips/selections: a slip to price, or outcome ids to start one (as a list or a comma string). */
export const betslipSelectionsBodySchema = v.object({
  model: v.optional(slipInputSchema),
  outcomeIds: v.optional(v.union([v.pipe(v.array(outcomeId), v.maxLength(100)), v.pipe(v.string(), v.maxLength(2000))])),
  accountId: v.optional(v.pipe(v.string(), v.maxLength(20))),
});
export type BetslipSelectionsBody = v.InferOutput<typeof betslipSelectionsBodySchema>;

/** POST /xapi/rest/accounts/{accountId}/betslips: the slip, bare or wrapped in `model`. */
export const placeBetslipBodySchema = v.union([slipInputSchema, v.object({ model: slipInputSchema })]);

/** POST /xapi/rest/betslips/retailcodes: a slip to book under a code, or a code to load. */
export const retailCodeBodySchema = v.union([
  v.object({ model: slipInputSchema }),
  v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,16}$/)) }),
]);
export type RetailCodeBody = v.InferOutput<typeof retailCodeBodySchema>;

/**
 * POST /xapi/bet/account/{accountId}/openbet/{betId}/cashout: the offer the player saw, and the part
 * of it to take now; without a part, all of it.
 */
export const cashoutRequestSchema = v.object({
  amount: v.pipe(v.number(), v.maxValue(MAX_REQUEST_AMOUNT)),
  part: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REQUEST_AMOUNT))),
});
export type CashoutRequest = v.InferOutput<typeof cashoutRequestSchema>;

/**
 * PUT /xapi/bet/account/{accountId}/openbet/{betId}/autocashout: the offer at which the book cashes
 * the bet out by itself; DELETE on the same path removes the rule.
 */
export const autoCashoutRequestSchema = v.object({
  target: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REQUEST_AMOUNT)),
});
export type AutoCashoutRequest = v.InferOutput<typeof autoCashoutRequestSchema>;

/** Its answer: whether the rule was taken, and the bet as it stands. */
export const autoCashoutResponseSchema = v.object({ status: v.picklist(['SUCCESS', 'INVALID_AMOUNT']), bet: betDetailSchema });
export type AutoCashoutResponse = v.InferOutput<typeof autoCashoutResponseSchema>;

/** POST /xapi/rest/betbuilder/price: the legs a player has picked on an event page. */
export const builderPriceRequestSchema = v.object({
  outcomeIds: v.pipe(v.array(outcomeId), v.minLength(1), v.maxLength(BET_BUILDER_LEGS.max)),
});
export type BuilderPriceRequest = v.InferOutput<typeof builderPriceRequestSchema>;

/** Its answer: the builder's price, or null with the reason (RES-00218 for legs that cannot go together). */
export const builderPriceResponseSchema = v.object({
  decimal: v.nullable(v.number()),
  errors: v.array(betslipErrorSchema),
});
export type BuilderPriceResponse = v.InferOutput<typeof builderPriceResponseSchema>;
