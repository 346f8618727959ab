import { addTranslations, initI18n } from '@sportsbook/ui';
import { cashierTranslations } from '../i18n/cashier-translations';
import { registerTranslations } from '../i18n/register-translations';
import { accountTranslations } from '../i18n/translations';

/** The page's i18next as the shell starts it, with this remote's strings. */
export function setUpI18n(locale = 'en'): void {
  initI18n(locale);
  addTranslations('account', accountTranslations);
  addTranslations('cashier', cashierTranslations);
  addTranslations('register', registerTranslations);
  addTranslations('register', registerTranslations);
}
