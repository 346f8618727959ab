import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { isSupportedLocale } from '@sportsbook/ui';

/** The locale a path starts with, or the default one. */
export function localeFromPath(pathname: string): string {
  const first = pathname.split('/')[1];
  return isSupportedLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * Where a path without a known locale should go (spec §2): the same path under the default locale.
 * A numeric first segment over 400 is left alone: those are status pages, not locales.
 */
export function redirectForUnknownLocale(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isSupportedLocale(first)) return null;
  if (/^\d+$/.test(first) && Number(first) > 400) return null;
  const looksLikeLocale = /^[a-z]{2}(-[a-zA-Z]{2})?$/.test(first);
  const tail = looksLikeLocale ? rest : [first, ...rest];
  return `/${DEFAULT_LOCALE}/${tail.filter(Boolean).join('/')}`;
}

/** The same page in another language. */
export function switchLocale(pathname: string, locale: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isSupportedLocale(first) ? rest : [first, ...rest];
  return `/${locale}/${tail.filter(Boolean).join('/')}`;
}

export { SUPPORTED_LOCALES };
