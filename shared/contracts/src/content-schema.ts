/**
 * Content calls of spec §7 as schemas: submenus, HTML widgets, adverts, currencies, metrics,
 * licence seals and geo data. Where §7 shows no shape these are the API's design (api/README.md).
 */
import * as v from '@sportsbook/schema';
import { CONTENT_PAGE_SLUGS } from './content-pages';
import { id } from './schema';

/** GET /api/submenus/{subheaderId} (spec §7). */
const submenuLinkSchema = v.object({ id, name: v.string(), url: v.string() });
export type SubmenuLink = v.InferOutput<typeof submenuLinkSchema>;
export const submenusResponseSchema = v.object({ submenu_links: v.array(submenuLinkSchema) });
export type SubmenusResponse = v.InferOutput<typeof submenusResponseSchema>;

/** GET /api/html_widgets/{id}. */
export const htmlWidgetResponseSchema = v.object({ content: v.string() });
export type HtmlWidgetResponse = v.InferOutput<typeof htmlWidgetResponseSchema>;

/** GET /api/content-pages/{brand}/{slug}?l= (see content-pages.ts). */
export const contentPageSchema = v.object({
  slug: v.picklist(CONTENT_PAGE_SLUGS),
  title: v.string(),
  description: v.string(),
  html: v.string(),
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;

export const ADVERT_AUDIENCES = [
  'all',
  'imported_list',
  'logged_out',
  'logged_in',
  'logged_in_deposited',
  'logged_in_not_deposited',
  'logged_in_not_played',
  'just_registered',
] as const;
export type AdvertAudience = (typeof ADVERT_AUDIENCES)[number];

/** Spec §3 Advert, GET /api/adverts/{id} (player_type, username). */
export const advertSchema = v.object({
  audience: v.picklist(ADVERT_AUDIENCES),
  width_in_pixels: id,
  height_in_pixels: id,
  attachment_path: v.string(),
  description: v.string(),
  name: v.string(),
  link: v.string(),
  link_name: v.string(),
  popup: v.boolean(),
  show_description: v.boolean(),
});
export type Advert = v.InferOutput<typeof advertSchema>;

/** Spec §3 Currency. */
const currencySchema = v.object({ id, isoCode: v.string(), symbol: v.string(), precision: id });
export type Currency = v.InferOutput<typeof currencySchema>;

/** GET /xapi/rest/currencies (clients cache it 15 minutes). */
export const currenciesResponseSchema = v.object({ currencies: v.array(currencySchema) });
export type CurrenciesResponse = v.InferOutput<typeof currenciesResponseSchema>;

/** GET /api/metrics (app, page_path, page_host). */
export const metricsResponseSchema = v.object({ received: v.boolean() });
export type MetricsResponse = v.InferOutput<typeof metricsResponseSchema>;

/** GET /api/gcb_seals?host=: the token of the licence seal's certificate link (spec §3 licence seal response). */
export const gcbSealResponseSchema = v.object({ token: v.string() });
export type GcbSealResponse = v.InferOutput<typeof gcbSealResponseSchema>;

/** GET /api/v2/geo_data and /api/geo_data. */
export const geoDataResponseSchema = v.object({
  ip: v.string(),
  countryCode: v.string(),
  countryName: v.string(),
  currency: v.string(),
  /** When the answer was made (epoch ms); clients cache it with this timestamp. */
  timestamp: id,
});
export type GeoDataResponse = v.InferOutput<typeof geoDataResponseSchema>;
