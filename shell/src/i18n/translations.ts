import type { Locale } from '@sportsbook/contracts';
import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/shell.json';

export const shellTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/shell.json`)),
};

/**
 * The language selector's labels: each language in its own name, as a player looks for their own.
 * Plain strings in the first chunk, so the selector never waits for a language's chunk to list it.
 */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  zh: '简体中文',
  id: 'Bahasa Indonesia',
} satisfies Record<Locale, string>;
