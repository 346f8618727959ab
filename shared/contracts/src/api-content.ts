/**
 * Shapes of the remaining spec §7 calls the API serves that no other contract file covers:
 * currencies, metrics, licence seals and geo data. Where §7 shows no shape these are the API's
 * design (api/README.md).
 */
import type { ShellSettings } from './shell-settings';

/** Spec §3 Currency. */
export interface Currency {
  id: number;
  isoCode: string;
  symbol: string;
  precision: number;
}

/** GET /xapi/rest/currencies (clients cache it 15 minutes). */
export interface CurrenciesResponse {
  currencies: Currency[];
}

/** GET /api/metrics (app, page_path, page_host). */
export interface MetricsResponse {
  received: boolean;
}

/** GET /api/gcb_seals?host=: the token of the licence seal's certificate link (spec §3 licence seal response). */
export interface GcbSealResponse {
  token: string;
}

/** GET /api/external-header/{brand}: the schema and type are in api-schemas.ts. */

/** GET /api/v2/geo_data and /api/geo_data. */
export interface GeoDataResponse {
  ip: string;
  countryCode: string;
  countryName: string;
  currency: string;
  /** When the answer was made (epoch ms); clients cache it with this timestamp. */
  timestamp: number;
}

/** Everything GET /api/all_cached_settings answers: the shell's settings plus those single remotes read. */
export interface OperatorSettings extends ShellSettings {
  /** Coupon columns variant (spec §3 sports marker config): "default" or "india". */
  coupon_layout?: string;
  /** Least unit stake of a multiple, unscaled like the stake limits. */
  min_multiple_stake?: number;
  /** Quick-stake chips by currency as JSON, e.g. {"KES":[50,100,500,1000]}. */
  quick_bet_values?: string;
  /** Brand variants of the slip's stake options (spec §1): a default stake the player sets, and the last stake remembered. Absent means offered. */
  enable_default_stake?: boolean;
  enable_remember_stake?: boolean;
  /** Spec §6 feature toggle: negative odds in the odds formats that have them (malay, indo, us). Absent means on. */
  negative_odds_enabled?: boolean;
}
