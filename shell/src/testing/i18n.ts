import { addTranslations, initI18n } from '@sportsbook/ui';
import { shellTranslations } from '../i18n/translations';

/**
 * The page's i18next as bootstrap starts it, for component tests. Resolves once the language's strings
 * are in: at once for a base locale, after its chunk for vi, th, zh or id (await it for those).
 */
export function setUpShellI18n(locale = 'en'): Promise<void> {
  initI18n(locale);
  return addTranslations('shell', shellTranslations);
}
