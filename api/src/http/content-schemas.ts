/** JSON schemas of the content and jackpot-slip contract types (see contract-schemas.ts for why). */
import type {
  Advert,
  CurrenciesResponse,
  ExternalHeaderResponse,
  GcbSealResponse,
  GeoDataResponse,
  HtmlWidgetResponse,
  JackpotAdvertsResponse,
  JackpotBetError,
  JackpotCalculationResponse,
  JackpotPlacementResponse,
  JackpotRetailCodeResponse,
  MetricsResponse,
  SubmenusResponse,
} from '@sportsbook/contracts';
import { boolean, integer, nullableString, number, schema, string } from './typed-schema';

export const submenusResponseSchema = schema<SubmenusResponse>({
  type: 'object',
  properties: {
    submenu_links: {
      type: 'array',
      items: { type: 'object', properties: { id: integer, name: string, url: string }, required: ['id', 'name', 'url'] },
    },
  },
  required: ['submenu_links'],
});

export const htmlWidgetResponseSchema = schema<HtmlWidgetResponse>({
  type: 'object',
  properties: { content: string },
  required: ['content'],
});

export const advertSchema = schema<Advert>({
  type: 'object',
  properties: {
    audience: {
      type: 'string',
      enum: [
        'all',
        'imported_list',
        'logged_out',
        'logged_in',
        'logged_in_deposited',
        'logged_in_not_deposited',
        'logged_in_not_played',
        'just_registered',
      ],
    },
    width_in_pixels: integer,
    height_in_pixels: integer,
    attachment_path: string,
    description: string,
    name: string,
    link: string,
    link_name: string,
    popup: boolean,
    show_description: boolean,
  },
  required: [
    'audience',
    'width_in_pixels',
    'height_in_pixels',
    'attachment_path',
    'description',
    'name',
    'link',
    'link_name',
    'popup',
    'show_description',
  ],
});

export const jackpotAdvertsResponseSchema = schema<JackpotAdvertsResponse>({
  type: 'object',
  properties: {
    adverts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: string,
          description: string,
          show_description: boolean,
          attachment_path: string,
          width_in_pixels: integer,
          height_in_pixels: integer,
          link: nullableString,
          link_name: nullableString,
        },
        required: [
          'name',
          'description',
          'show_description',
          'attachment_path',
          'width_in_pixels',
          'height_in_pixels',
          'link',
          'link_name',
        ],
      },
    },
  },
  required: ['adverts'],
});

export const metricsResponseSchema = schema<MetricsResponse>({
  type: 'object',
  properties: { received: boolean },
  required: ['received'],
});
export const externalHeaderResponseSchema = schema<ExternalHeaderResponse>({
  type: 'object',
  properties: { css: string, js: string, html: string },
  required: ['css', 'js', 'html'],
});

export const gcbSealResponseSchema = schema<GcbSealResponse>({
  type: 'object',
  properties: { token: string },
  required: ['token'],
});

export const geoDataResponseSchema = schema<GeoDataResponse>({
  type: 'object',
  properties: { ip: string, countryCode: string, countryName: string, currency: string, timestamp: integer },
  required: ['ip', 'countryCode', 'countryName', 'currency', 'timestamp'],
});

export const currenciesResponseSchema = schema<CurrenciesResponse>({
  type: 'object',
  properties: {
    currencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: integer, isoCode: string, symbol: string, precision: integer },
        required: ['id', 'isoCode', 'symbol', 'precision'],
      },
    },
  },
  required: ['currencies'],
});

const jackpotErrorSchema = schema<JackpotBetError>({
  type: 'object',
  properties: { code: string, message: string, outcomeId: integer },
  required: ['code'],
});

export const jackpotCalculationResponseSchema = schema<JackpotCalculationResponse>({
  type: 'object',
  properties: {
    model: {
      type: 'object',
      properties: {
        jackpotId: integer,
        globalStake: number,
        noOfBets: integer,
        totalCost: number,
        errors: { type: 'array', items: jackpotErrorSchema },
      },
      required: ['jackpotId', 'globalStake', 'noOfBets', 'totalCost', 'errors'],
    },
  },
  required: ['model'],
});

export const jackpotPlacementResponseSchema = schema<JackpotPlacementResponse>({
  type: 'object',
  properties: {
    model: {
      type: 'object',
      properties: {
        betSlipId: string,
        reference: nullableString,
        status: { type: 'string', enum: ['ACCEPTED', 'REJECTED'] },
        totalCost: number,
        availableBalance: { type: 'number', nullable: true },
        errors: { type: 'array', items: jackpotErrorSchema },
      },
      required: ['betSlipId', 'reference', 'status', 'totalCost', 'availableBalance', 'errors'],
    },
  },
  required: ['model'],
});

export const jackpotRetailCodeResponseSchema = schema<JackpotRetailCodeResponse>({
  type: 'object',
  properties: { code: string, expiresAt: string },
  required: ['code', 'expiresAt'],
});
