import { SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import type { Strings, Translations } from './i18n';

const flatten = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

/**
 * Every key of each locale an app ships, sorted, with its language chunks loaded: what each app's
 * completeness test compares with English. A locale the app does not ship is absent.
 */
export async function keysByLocale(translations: Translations): Promise<Partial<Record<Locale, string[]>>> {
  const entries = await Promise.all(
    SUPPORTED_LOCALES.filter((locale) => translations[locale] !== undefined).map(async (locale) => {
      const bundle = translations[locale] as Strings | (() => Promise<{ default: Strings }>);
      const strings = typeof bundle === 'function' ? (await bundle()).default : bundle;
      return [locale, flatten(strings).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
