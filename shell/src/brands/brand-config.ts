import {
  ODDS_FORMATS,
  SUPPORTED_LOCALES,
  isArrayOf,
  isBoolean,
  isNonEmptyString,
  isNullable,
  isOneOf,
  isShape,
  type Locale,
  type OddsFormat,
} from '@sportsbook/contracts';
import { THEME_PREFERENCES, type ThemePreference } from '@sportsbook/ui';

/**
 * What a build-time brand changes in the frame (spec §1, ARCHITECTURE "Brands"). Operator settings
 * that may change without a deploy come from /api/all_cached_settings instead.
 */
export interface BrandConfig {
  id: string;
  name: string;
  currency: string;
  /** Languages offered by the selector, in display order; the first is the brand's default. */
  languages: Locale[];
  defaultTheme: ThemePreference;
  oddsFormats: OddsFormat[];
  defaultOddsFormat: OddsFormat;
  /** Footer Menu item and side menu (spec §2: off adds My account and removes Promotions). */
  hamburgerMenu: boolean;
  promotions: boolean;
  /** Where Promotions goes when not the /promotions page. */
  promotionsUrl: string | null;
  kironVirtuals: boolean;
  rootPage: 'prematch' | 'live';
  /** Only Betslip and My Bets in the footer. */
  compactFooter: boolean;
  registrationUrl: string | null;
  cashierUrl: string;
  /** Partner integration variants of the header's profile menu and Auto Exclusion. */
  partnerIntegration: boolean;
  autoExclusionUrl: string | null;
  logoutUrl: string | null;
  /** The one origin embedded-mode messages go to (never '*'). */
  embedParentOrigin: string | null;
  /** Prefix of every key this product stores in the browser (spec §9). */
  storagePrefix: string;
  /** Optional externally hosted header for desktop: a path answering { css, js, html }. */
  externalHeaderPath: string | null;
  /** The operator's HTML widget (GET /api/html_widgets/{id}) shown, sanitized, in the footer. */
  /** The operator's footer HTML resource (spec §2 "external footer HTML"), asked for in the page language. */
  footerHtmlPath: string | null;
}

const isLocale = isOneOf<Locale>(SUPPORTED_LOCALES);
const isOdds = isOneOf<OddsFormat>(ODDS_FORMATS);
const isUrl = isNullable(isNonEmptyString);

const isBrandShape = isShape<BrandConfig>({
  id: isNonEmptyString,
  name: isNonEmptyString,
  currency: (v): v is string => typeof v === 'string' && /^[A-Z]{3,4}$/.test(v),
  languages: (v): v is Locale[] => isArrayOf(isLocale)(v) && v.length > 0,
  defaultTheme: isOneOf(THEME_PREFERENCES),
  oddsFormats: (v): v is OddsFormat[] => isArrayOf(isOdds)(v) && v.length > 0,
  defaultOddsFormat: isOdds,
  hamburgerMenu: isBoolean,
  promotions: isBoolean,
  promotionsUrl: isUrl,
  kironVirtuals: isBoolean,
  rootPage: isOneOf(['prematch', 'live'] as const),
  compactFooter: isBoolean,
  registrationUrl: isUrl,
  cashierUrl: isNonEmptyString,
  partnerIntegration: isBoolean,
  autoExclusionUrl: isUrl,
  logoutUrl: isUrl,
  embedParentOrigin: (v): v is string | null => v === null || (typeof v === 'string' && /^https?:\/\/[^/*]+$/.test(v)),
  storagePrefix: (v): v is string => typeof v === 'string' && /^[a-z][a-z0-9_]*_$/.test(v),
  externalHeaderPath: isUrl,
  footerHtmlPath: isUrl,
});

/** Fails loudly at start-up with the brand and the offending field, rather than rendering a half-configured site. */
export function validateBrandConfig(value: unknown): BrandConfig {
  if (!isBrandShape(value)) {
    const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const bad = Object.keys(BRAND_FIELD_NAMES).filter((key) => !isBrandShape({ ...VALID_PROBE, [key]: fields[key] }));
    throw new Error(`brand config ${String(fields.id ?? '?')}: invalid ${bad.join(', ') || 'shape'}`);
  }
  if (!value.oddsFormats.includes(value.defaultOddsFormat)) {
    throw new Error(`brand config ${value.id}: defaultOddsFormat ${value.defaultOddsFormat} is not in oddsFormats`);
  }
  return value;
}

/** A config known to be valid, so a probe with one field swapped in names exactly the bad fields. */
const VALID_PROBE: BrandConfig = {
  id: 'probe',
  name: 'probe',
  currency: 'EUR',
  languages: ['en'],
  defaultTheme: 'system',
  oddsFormats: ['euro'],
  defaultOddsFormat: 'euro',
  hamburgerMenu: true,
  promotions: true,
  promotionsUrl: null,
  kironVirtuals: false,
  rootPage: 'prematch',
  compactFooter: false,
  registrationUrl: null,
  cashierUrl: '/account/balances',
  partnerIntegration: false,
  autoExclusionUrl: null,
  logoutUrl: null,
  embedParentOrigin: null,
  storagePrefix: 'sb_',
  externalHeaderPath: null,
  footerHtmlPath: null,
};
const BRAND_FIELD_NAMES: Record<keyof BrandConfig, true> = Object.fromEntries(
  Object.keys(VALID_PROBE).map((key) => [key, true]),
) as Record<keyof BrandConfig, true>;
