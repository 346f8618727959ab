/**
 * JSON schemas of the contract's response types. Routes use them to serialise (a field missing
 * from the contract never leaks, a required one missing fails loudly) and tests use them to check
 * every answer against the contract.
 */
import type {
  ActiveJackpotsResponse,
  ApiError,
  Clock,
  EventPath,
  EventsResponse,
  Jackpot,
  LiveEventsResponse,
  Market,
  OperatorSettings,
  Outcome,
  PeriodScore,
  Price,
  SportEvent,
} from '@sportsbook/contracts';
import { MARKET_STATUSES, SPORT_CODES } from '@sportsbook/contracts';
import { boolean, integer, number, schema, string } from './typed-schema';

const pairOf = <T extends { type: 'integer' } | { type: 'string' }>(item: T) =>
  ({ type: 'object', properties: { A: item, B: item }, required: ['A', 'B'] }) as const;

export const apiErrorSchema = schema<ApiError>({
  type: 'object',
  properties: { statusCode: integer, code: string, message: string, responseCode: string },
  required: ['statusCode', 'code', 'message'],
});

const priceSchema = schema<Price>({
  type: 'object',
  properties: { decimal: number, numerator: integer, denominator: integer },
  required: ['decimal'],
});

export const outcomeSchema = schema<Outcome>({
  type: 'object',
  properties: {
    id: integer,
    description: string,
    hidden: boolean,
    consolidatedPrice: {
      type: 'object',
      properties: { currentPrice: priceSchema, penultimatePrice: priceSchema, antepenultimatePrice: priceSchema },
      required: ['currentPrice'],
    },
  },
  required: ['id', 'description', 'hidden', 'consolidatedPrice'],
});

export const marketSchema = schema<Market>({
  type: 'object',
  properties: {
    id: integer,
    eventId: integer,
    marketTypeId: integer,
    marketTypeCode: string,
    description: string,
    status: { type: 'string', enum: MARKET_STATUSES },
    feedId: string,
    line: number,
    period: {
      type: 'object',
      properties: {
        id: integer,
        periodType: { type: 'string', enum: ['PRE_MATCH', 'IN_RUNNING'] },
        inRunning: boolean,
        fullAbbreviation: string,
      },
      required: ['id', 'periodType', 'inRunning', 'fullAbbreviation'],
    },
    outcomes: { type: 'array', items: outcomeSchema },
  },
  required: ['id', 'eventId', 'marketTypeId', 'marketTypeCode', 'description', 'status', 'feedId', 'period', 'outcomes'],
});

const eventPathSchema = schema<EventPath>({
  type: 'object',
  properties: { id: integer, description: string, slug: string },
  required: ['id', 'description', 'slug'],
});

const clockSchema = schema<Clock>({
  type: 'object',
  properties: { status: { type: 'string', enum: ['NOT_STARTED', 'RUNNING', 'PAUSED', 'END_OF_EVENT'] }, minutes: integer },
  required: ['status', 'minutes'],
});

const periodScoreSchema = schema<PeriodScore>({
  type: 'object',
  properties: { opponentId: { type: 'string', enum: ['A', 'B'] }, periodInstance: integer, periodKey: string, score: integer },
  required: ['opponentId', 'periodInstance', 'periodKey', 'score'],
});

export const sportEventSchema = schema<SportEvent>({
  type: 'object',
  properties: {
    id: integer,
    description: string,
    slug: string,
    sportCode: { type: 'string', enum: SPORT_CODES },
    startTime: { type: 'string', format: 'date-time' },
    eventPaths: { type: 'array', items: eventPathSchema },
    markets: { type: 'array', items: marketSchema },
    isLive: boolean,
    isOutright: boolean,
    clock: clockSchema,
    isFinished: boolean,
    scores: pairOf(integer),
    scoresPerPeriod: { type: 'array', items: periodScoreSchema },
    sets: pairOf(integer),
    match: pairOf(string),
    cricketOutcomes: { type: 'array', items: string },
    wickets: pairOf(integer),
    currentPeriod: string,
    currentPeriodAbbreviation: string,
    currentPeriodNumber: integer,
    liveOpenMarketCount: integer,
    betBuilderEvent: boolean,
    liveStreaming: boolean,
  },
  required: ['id', 'description', 'slug', 'sportCode', 'startTime', 'eventPaths', 'markets', 'isLive', 'isOutright'],
});

export const eventsResponseSchema = schema<EventsResponse>({
  type: 'object',
  properties: { events: { type: 'array', items: sportEventSchema }, page: integer, eventsPerPage: integer, totalCount: integer },
  required: ['events', 'page', 'eventsPerPage', 'totalCount'],
});

export const liveEventsResponseSchema = schema<LiveEventsResponse>({
  type: 'object',
  properties: { events: { type: 'array', items: sportEventSchema } },
  required: ['events'],
});

const jackpotSchema = schema<Jackpot>({
  type: 'object',
  properties: {
    id: integer,
    name: string,
    currency: string,
    jackpotPrize: number,
    lineStake: number,
    closesAt: { type: 'string', format: 'date-time' },
    eventIds: { type: 'array', items: integer },
  },
  required: ['id', 'name', 'currency', 'jackpotPrize', 'lineStake', 'closesAt', 'eventIds'],
});

export const activeJackpotsResponseSchema = schema<ActiveJackpotsResponse>({
  type: 'object',
  properties: { jackpots: { type: 'array', items: jackpotSchema } },
  required: ['jackpots'],
});

const pageLayoutItem = {
  type: 'object',
  properties: { name: { type: 'string', enum: ['advert', 'html_widget', 'my_bets', 'betslip'] }, id: integer },
  required: ['name', 'id'],
} as const;

export const cachedSettingsSchema = schema<OperatorSettings>({
  type: 'object',
  properties: {
    brand: string,
    partner_product_urls: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { url: string, demo: boolean }, required: ['url', 'demo'] },
    },
    enable_my_bets: boolean,
    max_bets_on_betslip: integer,
    currency: string,
    currency_precision: integer,
    bet_stake_min_amount: number,
    bet_stake_max_amount: number,
    user_wallet_poll_time: integer,
    betcount_polling_interval: integer,
    cashout_timeout: integer,
    poll_changes_refresh_interval: integer,
    default_price_format: string,
    odds_types: { type: 'array', items: string },
    default_theme_mode: { type: 'string', enum: ['dark', 'light', 'system'] },
    tax_deduction_enabled: boolean,
    enable_stake_after_tax: boolean,
    stake_rate_percentage: number,
    tax_returns_percentage: number,
    each_way_enabled: boolean,
    african_betslip: boolean,
    uk_betslip: boolean,
    enable_parlay_extra_winnings: boolean,
    enable_adverts: boolean,
    display_logout_button: boolean,
    force_dsb_login: boolean,
    betslip_delay_before_update_stakes: integer,
    channel: string,
    last_publication_timestamp: integer,
    page_layouts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          url: string,
          branding_header_id: integer,
          right_column: { type: 'array', items: pageLayoutItem },
          centre_column_bottom: { type: 'array', items: pageLayoutItem },
        },
        required: ['url'],
      },
    },
    page_attributes: {
      type: 'array',
      items: { type: 'object', properties: { url: string, title: string, description: string }, required: ['url'] },
    },
    branding: {
      type: 'object',
      properties: {
        favicon_url: string,
        main_logo: {
          type: 'object',
          properties: { logo_url: string, width: integer, height: integer },
          required: ['logo_url', 'width', 'height'],
        },
      },
      required: [],
    },
    enable_promotions: boolean,
    enable_registration_button: boolean,
    gcb_seal_required: boolean,
    single_scrolling_layout: boolean,
    coupon_layout: string,
    min_multiple_stake: number,
    quick_bet_values: string,
    enable_default_stake: boolean,
    enable_remember_stake: boolean,
    negative_odds_enabled: boolean,
  },
  required: ['brand', 'partner_product_urls', 'enable_my_bets', 'max_bets_on_betslip'],
});
