/**
 * Brands the API serves (the same three the shell ships remotes manifests for). A request names its
 * brand in the X-SB-Brand header (spec §7 decoration); without one the default brand answers.
 */
import type { OddsFormat } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-error';

export interface BrandConfig {
  id: string;
  name: string;
  currency: string;
  /** Units of the brand currency per euro, to scale prizes and limits that are set in euros. */
  eurRate: number;
  defaultPriceFormat: OddsFormat;
  /** Stake limits as the settings state them; VND-like currencies multiply them by 1000 (spec §5). */
  stakeMin: number;
  stakeMax: number;
  /** Least unit stake of a multiple, scaled like the limits (spec §3 minBetStake '1250.00' is the VND brand's). */
  multipleMinStake: number;
  africanBetslip: boolean;
  /** Each-way bets on markets with place terms (settings each_way_enabled). */
  eachWay: boolean;
  taxDeduction: { stakeRatePercentage: number; taxReturnsPercentage: number } | null;
  /** Countries (ISO 3166 alpha-2, as the edge's CF-IPCountry gives them) sent to /blocked. */
  blockedCountries: readonly string[];
  /** The theme a visitor sees before choosing one (settings default_theme_mode). */
  defaultTheme: 'dark' | 'light' | 'system';
  /** Stake options the slip offers (spec §1 "brand variants change … default stake options"). */
  stakeOptions: { defaultStake: boolean; rememberStake: boolean };
  /** The brand's desktop header is hosted outside the site (GET /api/external-header/{brand}). */
  externalHeader: boolean;
  /** Bonus money on a player's first deposit (spec §8 "First Deposit Bonus Received"), its cap in euros; null: none. */
  firstDepositBonus: { percent: number; maxEur: number } | null;
  /** Countries (ISO 3166 alpha-2) a new player may register from. */
  registrationCountries: readonly string[];
}

export const BRANDS: Record<string, BrandConfig> = {
  eu: {
    id: 'eu',
    name: 'Sportsbook Europe',
    currency: 'EUR',
    eurRate: 1,
    defaultPriceFormat: 'euro',
    stakeMin: 0.1,
    stakeMax: 10_000,
    multipleMinStake: 0.1,
    africanBetslip: false,
    eachWay: true,
    taxDeduction: null,
    blockedCountries: ['US'],
    stakeOptions: { defaultStake: true, rememberStake: true },
    defaultTheme: 'system',
    externalHeader: false,
    firstDepositBonus: { percent: 100, maxEur: 20 },
    registrationCountries: ['MT', 'IE', 'DE', 'AT', 'FI', 'NL', 'SE', 'ES', 'PT', 'FR'],
  },
  ke: {
    id: 'ke',
    name: 'Sportsbook Kenya',
    currency: 'KES',
    eurRate: 140,
    defaultPriceFormat: 'euro',
    stakeMin: 10,
    stakeMax: 500_000,
    multipleMinStake: 10,
    africanBetslip: true,
    eachWay: false,
    taxDeduction: { stakeRatePercentage: 12.5, taxReturnsPercentage: 20 },
    blockedCountries: ['US', 'GB'],
    // Retail-first market: players stake per slip, so neither a default nor a remembered stake.
    stakeOptions: { defaultStake: false, rememberStake: false },
    defaultTheme: 'light',
    externalHeader: false,
    firstDepositBonus: { percent: 100, maxEur: 20 },
    registrationCountries: ['KE'],
  },
  vn: {
    id: 'vn',
    name: 'Sportsbook Vietnam',
    currency: 'VND',
    eurRate: 27_000,
    defaultPriceFormat: 'malay',
    stakeMin: 1,
    stakeMax: 10_000,
    multipleMinStake: 1.25,
    africanBetslip: false,
    eachWay: false,
    taxDeduction: null,
    blockedCountries: ['US', 'SG'],
    stakeOptions: { defaultStake: true, rememberStake: false },
    defaultTheme: 'dark',
    externalHeader: true,
    firstDepositBonus: { percent: 50, maxEur: 20 },
    registrationCountries: ['VN'],
  },
};

export const DEFAULT_BRAND = 'eu';

export function brandOf(request: FastifyRequest): BrandConfig {
  const header = request.headers['x-sb-brand'];
  const id = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || DEFAULT_BRAND;
  const brand = BRANDS[id];
  if (!brand) throw badRequest(`Unknown brand "${id}"; known: ${Object.keys(BRANDS).join(', ')}`, 'UNKNOWN_BRAND');
  return brand;
}
