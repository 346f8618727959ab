import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@sportsbook/contracts';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every app's strings: one namespace per app, one object per locale. */
export type Translations = Record<(typeof SUPPORTED_LOCALES)[number], ResourceLanguage[string]>;

/** Spec §5: a missing translation shows as T_[key]_T so it is visible, never silently blank. */
export const missingKey = (key: string): string => `T_[${key}]_T`;

/**
 * Starts the page's i18next instance. i18next is a federation singleton, so the shell's call is
 * the one that counts; a remote calls it only on its own dev page. `?mode=translations` shows keys.
 */
export function initI18n(locale: string, showKeys = false): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LOCALES],
      resources: {} satisfies Resource,
      interpolation: { escapeValue: false },
      returnNull: false,
      parseMissingKeyHandler: missingKey,
      initAsync: false,
      react: { useSuspense: false },
    });
  } else if (i18next.language !== locale) {
    void i18next.changeLanguage(locale);
  }
  if (showKeys) i18next.options.postProcess = ['showKeys'];
  return i18next;
}

/** Adds an app's namespace in every locale; safe to call on every render of the remote's root. */
export function addTranslations(namespace: string, translations: Translations): void {
  // i18next attaches its resource methods in init(); on a remote's own page the remote's module
  // registers its strings before the stand-in shell starts i18next, so start it here if needed.
  if (!i18next.isInitialized) initI18n(DEFAULT_LOCALE);
  for (const [locale, resources] of Object.entries(translations)) {
    if (!i18next.hasResourceBundle(locale, namespace)) {
      i18next.addResourceBundle(locale, namespace, resources, true, false);
    }
  }
}

export const isSupportedLocale = (value: string | undefined): value is (typeof SUPPORTED_LOCALES)[number] =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '');

export { DEFAULT_LOCALE };
