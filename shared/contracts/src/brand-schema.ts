import * as v from '@sportsbook/schema';
import { LOGIN_MODES, THEME_MODES } from './brand';
import { SUPPORTED_LOCALES } from './platform';
import { currencyCode, describeIssues, nonEmpty } from './schema';
import { ODDS_FORMATS } from './session';

const loginConfigSchema = v.object({
  mode: v.picklist(LOGIN_MODES),
  /** The brand that allows one session per player asks before a login ends the others. */
  singleAllowedSession: v.boolean(),
  /** Declining the terms of use logs the player out (partner brands). */
  declineTermsLogsOut: v.boolean(),
  /** A logged-in player whose account has not accepted the terms of use is asked for them, however the session started. */
  termsWithoutCookie: v.boolean(),
});
export type LoginConfig = v.InferOutput<typeof loginConfigSchema>;

const url = v.nullable(nonEmpty);
/** A web origin as a browser writes it (scheme, lower-case host, optional port): no path, no wildcard. */
const webOrigin = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'must be an origin like https://app.example.com'),
);

/**
 * What a brand changes in the frame and the remotes (spec §1, ARCHITECTURE "Brands"). The shell's
 * server picks one per request from the host name and writes it into the page; the shell publishes
 * it on the bus (`brand`), so no build depends on it. Operator settings that may change without a
 * deploy come from /api/all_cached_settings instead.
 */
export const brandConfigSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
    name: nonEmpty,
    currency: currencyCode,
    /** Languages offered by the selector, in display order; the first is the brand's default. */
    languages: v.pipe(v.array(v.picklist(SUPPORTED_LOCALES)), v.minLength(1)),
    defaultTheme: v.picklist(THEME_MODES),
    oddsFormats: v.pipe(v.array(v.picklist(ODDS_FORMATS)), v.minLength(1)),
    defaultOddsFormat: v.picklist(ODDS_FORMATS),
    /** Footer Menu item and side menu (spec §2: off adds My account and removes Promotions). */
    hamburgerMenu: v.boolean(),
    promotions: v.boolean(),
    /** Where Promotions goes when not the /promotions page. */
    promotionsUrl: url,
    kironVirtuals: v.boolean(),
    rootPage: v.picklist(['prematch', 'live']),
    /** Only Betslip and My Bets in the footer. */
    compactFooter: v.boolean(),
    registrationUrl: url,
    cashierUrl: nonEmpty,
    /** Partner integration variants of the header's profile menu and Auto Exclusion. */
    partnerIntegration: v.boolean(),
    autoExclusionUrl: url,
    logoutUrl: url,
    /** Prefix of every key this product stores in the browser (spec §9). */
    storagePrefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*_$/)),
    /** Optional externally hosted header for desktop: a path answering { css, js, html }. */
    externalHeaderPath: url,
    /** The operator's footer HTML resource (spec §2 "external footer HTML"), asked for in the page language. */
    footerHtmlPath: url,
    login: loginConfigSchema,
    /**
     * Pages allowed to frame the site in embedded mode (spec §2 `?embedded=true`): the shell posts
     * its messages to the first, and the shell's server names them all in `frame-ancestors`. Every
     * other origin is refused. The operator's list, per deployment, so no build carries it.
     */
    embedParentOrigins: v.array(webOrigin),
  }),
  v.forward(
    v.check(
      (brand) => brand.oddsFormats.includes(brand.defaultOddsFormat),
      (issue) => `defaultOddsFormat ${issue.input.defaultOddsFormat} is not in oddsFormats`,
    ),
    ['defaultOddsFormat'],
  ),
);
export type BrandConfig = v.InferOutput<typeof brandConfigSchema>;

/** True for a complete, consistent brand config (the bus's check of the `brand` topic). */
export const isBrandConfig = (value: unknown): value is BrandConfig => v.is(brandConfigSchema, value);

/** Fails loudly with the brand and the offending fields, rather than serving a half-configured site. */
export function validateBrandConfig(value: unknown): BrandConfig {
  const result = v.safeParse(brandConfigSchema, value);
  if (result.success) return result.output;
  const brand = v.is(v.object({ id: v.string() }), value) ? value.id : '?';
  const fields = new Set(result.issues.map((issue) => v.getDotPath(issue)?.split('.')[0] ?? 'shape'));
  throw new Error(`brand config ${brand}: invalid ${[...fields].join(', ')} (${describeIssues(result.issues)})`);
}
