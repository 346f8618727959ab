import type { Locale } from '@sportsbook/contracts';

/** Spec §2 / §9: up to this many languages the desktop dropdown is one column, above it a grid. */
const LANGUAGE_COLUMN_LIMIT = 7;

export const languageColumns = (count: number): number => (count <= LANGUAGE_COLUMN_LIMIT ? 1 : 3);

/** The selector shows only when there is a choice to make. */
export const showLanguageSelector = (count: number): boolean => count > 1;

/** The flag shown for each language: the country's icon (`/m/next/svgs/flags/{country}.svg`) and its emoji while it loads. */
const LANGUAGE_FLAGS: Readonly<Record<Locale, { country: string; glyph: string }>> = {
  en: { country: 'gb', glyph: '🇬🇧' },
  es: { country: 'es', glyph: '🇪🇸' },
  fr: { country: 'fr', glyph: '🇫🇷' },
  pt: { country: 'pt', glyph: '🇵🇹' },
  vi: { country: 'vn', glyph: '🇻🇳' },
  th: { country: 'th', glyph: '🇹🇭' },
  zh: { country: 'cn', glyph: '🇨🇳' },
  id: { country: 'id', glyph: '🇮🇩' },
};

export const flagOf = (locale: string): { country: string; glyph: string } =>
  Object.hasOwn(LANGUAGE_FLAGS, locale) ? LANGUAGE_FLAGS[locale as Locale] : { country: 'gb', glyph: '' };
