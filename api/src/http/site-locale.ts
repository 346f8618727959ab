/** The language a call asks for, as one of the site's locales (shared/contracts SUPPORTED_LOCALES). */
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';

/**
 * A region-tagged locale speaks its language (pt-BR is pt, zh-CN is zh); a language the site does
 * not translate, or none, gets English, the default of every page.
 */
export function siteLocale(requested: string | undefined): Locale {
  const language = (requested ?? '').split('-')[0]?.toLowerCase() ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}

/** The language of a call: spec §7's X-Accept-Language header, else its `l` parameter. */
export function requestLocale(request: { headers: Record<string, unknown>; query: unknown }): Locale {
  const header = request.headers['x-accept-language'];
  const query = request.query as { l?: unknown } | undefined;
  return siteLocale(typeof header === 'string' ? header : typeof query?.l === 'string' ? query.l : undefined);
}
