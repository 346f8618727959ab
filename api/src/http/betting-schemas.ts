/** JSON schemas of the betting contract types (see contract-schemas.ts for why). */
import type {
  BetDetail,
  BetDetailsResponse,
  BetCountResponse,
  BetslipError,
  BetslipPricingResponse,
  CashoutDetailResponse,
  EpwPromotion,
  PlacedBetslipResponse,
  RetailCodeResponse,
} from '@sportsbook/contracts';
import {
  boolean,
  integer,
  nullableInteger,
  nullableNumber,
  nullableString,
  number,
  schema,
  string,
  type JsonSchema,
} from './typed-schema';

const outcomeState = { type: 'string', enum: ['O', 'S', 'C'] } as const;

const betslipErrorSchema = schema<BetslipError>({
  type: 'object',
  properties: { code: string, ref: string, message: string },
  required: ['code'],
});

export const betslipPricingResponseSchema = schema<BetslipPricingResponse>({
  type: 'object',
  properties: {
    model: {
      type: 'object',
      properties: {
        singles: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              outcomeId: integer,
              outcomeState,
              decimal: number,
              maxBetStake: number,
              maxFreeMoneyStake: number,
              placeTerms: {
                type: 'object',
                properties: { numerator: integer, denominator: integer },
                required: ['numerator', 'denominator'],
              },
              eventId: integer,
              marketId: integer,
              ref: string,
              eventDescription: string,
              marketDescription: string,
              outcomeDescription: string,
              isLive: boolean,
              minBetStake: number,
              unitStake: number,
              freeMoneyUnitStake: number,
              stakeAfterTax: number,
              potentialReturns: number,
              potentialTaxDeduction: number,
              message: nullableString,
            },
            required: [
              'outcomeId',
              'outcomeState',
              'decimal',
              'maxBetStake',
              'maxFreeMoneyStake',
              'eventId',
              'marketId',
              'ref',
              'unitStake',
              'potentialReturns',
              'message',
            ],
          },
        },
        multiples: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              betTypeId: integer,
              description: string,
              fullDescription: string,
              ref: string,
              noOfBets: integer,
              price: number,
              decimal: number,
              priceFormat: integer,
              totalStake: number,
              unitStake: number,
              stakeAfterTax: number,
              taxPercentage: number,
              minBetStake: string,
              extraParlayWinnings: number,
              potentialReturns: number,
            },
            required: [
              'betTypeId',
              'description',
              'ref',
              'noOfBets',
              'decimal',
              'unitStake',
              'totalStake',
              'minBetStake',
              'extraParlayWinnings',
              'potentialReturns',
            ],
          },
        },
        systems: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ref: string,
              description: string,
              noOfBets: integer,
              unitStake: number,
              totalStake: number,
              potentialReturns: number,
            },
            required: ['ref', 'description', 'noOfBets', 'unitStake', 'totalStake', 'potentialReturns'],
          },
        },
        availableBalance: nullableNumber,
        availablePromoCash: number,
        totalCost: number,
        potentialReturns: number,
        totalOdds: number,
        errors: { type: 'array', items: betslipErrorSchema },
      },
      required: [
        'singles',
        'multiples',
        'systems',
        'availableBalance',
        'availablePromoCash',
        'totalCost',
        'potentialReturns',
        'totalOdds',
        'errors',
      ],
    },
  },
  required: ['model'],
});

export const betDetailSchema: JsonSchema<BetDetail> = schema<BetDetail>({
  type: 'object',
  properties: {
    betId: string,
    betSlipId: string,
    reference: string,
    placedAt: string,
    betType: string,
    kind: { type: 'string', enum: ['SINGLE', 'MULTIPLE', 'SYSTEM', 'JACKPOT'] },
    status: { type: 'string', enum: ['PENDING', 'OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT', 'REJECTED'] },
    betTypeId: integer,
    description: string,
    currency: string,
    unitStake: number,
    noOfBets: integer,
    totalStake: number,
    freeMoneyStake: number,
    stakeTax: number,
    winningsTax: number,
    totalOdds: number,
    potentialReturns: number,
    isLive: boolean,
    jackpotId: nullableInteger,
    legs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          outcomeId: integer,
          marketId: integer,
          eventId: integer,
          eventDescription: string,
          marketDescription: string,
          outcomeDescription: string,
          sportCode: string,
          startTime: string,
          decimal: number,
          currentPrice: nullableNumber,
          ordinal: nullableInteger,
          result: { type: 'string', enum: ['OPEN', 'WON', 'LOST', 'VOID'] },
        },
        required: [
          'outcomeId',
          'marketId',
          'eventId',
          'eventDescription',
          'marketDescription',
          'outcomeDescription',
          'sportCode',
          'startTime',
          'decimal',
          'currentPrice',
          'ordinal',
          'result',
        ],
      },
    },
    cashoutAmount: nullableNumber,
    result: { type: 'string', enum: ['WON', 'LOST', 'VOID', 'CASHED_OUT'] },
    returns: number,
    settledAt: string,
  },
  required: [
    'betId',
    'betSlipId',
    'reference',
    'placedAt',
    'betType',
    'kind',
    'status',
    'totalStake',
    'potentialReturns',
    'currency',
    'legs',
    'cashoutAmount',
  ],
});

export const placedBetslipResponseSchema = schema<PlacedBetslipResponse>({
  type: 'object',
  properties: {
    model: {
      type: 'object',
      properties: {
        betSlipId: string,
        reference: nullableString,
        status: { type: 'string', enum: ['ACCEPTED', 'PENDING', 'REJECTED'] },
        delay: integer,
        displayDelay: integer,
        acceptAfter: string,
        totalCost: number,
        availableBalance: nullableNumber,
        potentialReturns: number,
        errors: { type: 'array', items: betslipErrorSchema },
        bets: { type: 'array', items: betDetailSchema },
      },
      required: ['betSlipId', 'reference', 'status', 'delay', 'totalCost', 'availableBalance', 'errors', 'bets'],
    },
  },
  required: ['model'],
});

export const betDetailsResponseSchema = schema<BetDetailsResponse>({
  type: 'object',
  properties: { bets: { type: 'array', items: betDetailSchema } },
  required: ['bets'],
});

export const betCountResponseSchema = schema<BetCountResponse>({
  type: 'object',
  properties: { count: integer, balance: nullableNumber },
  required: ['count', 'balance'],
});

export const cashoutDetailResponseSchema = schema<CashoutDetailResponse>({
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['SUCCESS', 'INVALID_AMOUNT', 'VALUES_CHANGED', 'ERROR'] },
    amount: nullableNumber,
    cashoutAmount: nullableNumber,
    balance: number,
    bet: betDetailSchema,
  },
  required: ['status', 'amount', 'balance', 'bet'],
});

export const epwPromotionSchema = schema<EpwPromotion>({
  type: 'object',
  properties: {
    epwPromoFilterValues: {
      type: 'array',
      items: { type: 'object', properties: { betSize: integer, percentage: number }, required: ['betSize', 'percentage'] },
    },
    maxAmount: number,
  },
  required: ['epwPromoFilterValues', 'maxAmount'],
});

export const retailCodeResponseSchema = schema<RetailCodeResponse>({
  type: 'object',
  properties: {
    code: string,
    selections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          outcomeId: integer,
          eventId: integer,
          marketId: integer,
          eventDescription: string,
          marketDescription: string,
          outcomeDescription: string,
          decimal: number,
          isLive: boolean,
        },
        required: [
          'outcomeId',
          'eventId',
          'marketId',
          'eventDescription',
          'marketDescription',
          'outcomeDescription',
          'decimal',
          'isLive',
        ],
      },
    },
  },
  required: ['code', 'selections'],
});
