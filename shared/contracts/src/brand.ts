import { SUPPORTED_LOCALES, type Locale } from './platform';
import { ODDS_FORMATS, type OddsFormat } from './session';
import { isArrayOf, isBoolean, isNonEmptyString, isNullable, isOneOf, isShape } from './validate';

export const THEME_MODES = ['dark', 'light', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * How a brand logs players in (spec §4 Login): the header-login flow, a partner's accounts API
 * (integration mode) or the one brand's direct /api/login.
 */
export const LOGIN_MODES = ['standard', 'partner', 'direct'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export interface LoginConfig {
  mode: LoginMode;
  /** The brand that allows one session per player asks before a login ends the others. */
  singleAllowedSession: boolean;
  /** Declining the terms of use logs the player out (partner brands). */
  declineTermsLogsOut: boolean;
  /** A logged-in player without a terms cookie is asked for the terms of use, however the session started. */
  termsWithoutCookie: boolean;
}

/**
 * What a brand changes in the frame and the remotes (spec §1, ARCHITECTURE "Brands"). The shell's
 * server picks one per request from the host name and writes it into the page; the shell publishes
 * it on the bus (`brand`), so no build depends on it. Operator settings that may change without a
 * deploy come from /api/all_cached_settings instead.
 */
export interface BrandConfig {
  id: string;
  name: string;
  currency: string;
  /** Languages offered by the selector, in display order; the first is the brand's default. */
  languages: Locale[];
  defaultTheme: ThemeMode;
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
  /** Prefix of every key this product stores in the browser (spec §9). */
  storagePrefix: string;
  /** Optional externally hosted header for desktop: a path answering { css, js, html }. */
  externalHeaderPath: string | null;
  /** The operator's footer HTML resource (spec §2 "external footer HTML"), asked for in the page language. */
  footerHtmlPath: string | null;
  login: LoginConfig;
}

const isUrl = isNullable(isNonEmptyString);

const isLoginConfig = isShape<LoginConfig>({
  mode: isOneOf(LOGIN_MODES),
  singleAllowedSession: isBoolean,
  declineTermsLogsOut: isBoolean,
  termsWithoutCookie: isBoolean,
});

const isBrandShape = isShape<BrandConfig>({
  id: (v): v is string => typeof v === 'string' && /^[a-z][a-z0-9-]{0,31}$/.test(v),
  name: isNonEmptyString,
  currency: (v): v is string => typeof v === 'string' && /^[A-Z]{3,4}$/.test(v),
  languages: (v): v is Locale[] => isArrayOf(isOneOf<Locale>(SUPPORTED_LOCALES))(v) && v.length > 0,
  defaultTheme: isOneOf(THEME_MODES),
  oddsFormats: (v): v is OddsFormat[] => isArrayOf(isOneOf<OddsFormat>(ODDS_FORMATS))(v) && v.length > 0,
  defaultOddsFormat: isOneOf(ODDS_FORMATS),
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
  storagePrefix: (v): v is string => typeof v === 'string' && /^[a-z][a-z0-9_]*_$/.test(v),
  externalHeaderPath: isUrl,
  footerHtmlPath: isUrl,
  login: isLoginConfig,
});

/** True for a complete, consistent brand config (the bus's check of the `brand` topic). */
export const isBrandConfig = (value: unknown): value is BrandConfig =>
  isBrandShape(value) && value.oddsFormats.includes(value.defaultOddsFormat);

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
  storagePrefix: 'sb_',
  externalHeaderPath: null,
  footerHtmlPath: null,
  login: { mode: 'standard', singleAllowedSession: false, declineTermsLogsOut: false, termsWithoutCookie: false },
};

/** Fails loudly with the brand and the offending fields, rather than serving a half-configured site. */
export function validateBrandConfig(value: unknown): BrandConfig {
  if (!isBrandShape(value)) {
    const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const bad = Object.keys(VALID_PROBE).filter((key) => !isBrandShape({ ...VALID_PROBE, [key]: fields[key] }));
    throw new Error(`brand config ${String(fields.id ?? '?')}: invalid ${bad.join(', ') || 'shape'}`);
  }
  if (!value.oddsFormats.includes(value.defaultOddsFormat)) {
    throw new Error(`brand config ${value.id}: defaultOddsFormat ${value.defaultOddsFormat} is not in oddsFormats`);
  }
  return value;
}

/** The id of the element holding the page's brand config (JSON the shell's server writes in). */
export const BRAND_SCRIPT_ID = 'sb-brand';
