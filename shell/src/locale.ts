import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import { isSupportedLocale } from '@sportsbook/ui';
import { currentBrand } from './brands/current-brand';

/**
 * Spec §2: a locale must be in the brand's external locale list. Every app speaks all supported
 * languages, but a brand offers only those its operator lists (the vn brand all eight, ke two).
 */
export const isOfferedLocale = (
  value: string | undefined,
  offered: readonly string[] = currentBrand.languages,
): value is Locale => isSupportedLocale(value) && offered.includes(value);

/** The locale a path starts with, or the default one. */
export function localeFromPath(pathname: string, offered: readonly string[] = currentBrand.languages): string {
  const first = pathname.split('/')[1];
  return isOfferedLocale(first, offered) ? first : DEFAULT_LOCALE;
}

/**
 * Where a path without a known locale should go (spec §2): the same path under the default locale.
 * A numeric first segment over 400 is left alone: those are status pages, not locales.
 */
export function redirectForUnknownLocale(pathname: string, offered: readonly string[] = currentBrand.languages): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isOfferedLocale(first, offered)) return null;
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
