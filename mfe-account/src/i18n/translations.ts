import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/account.json';

/** Every screen's strings but the cashier's: loaded with the account services on every page. */
export const accountTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/account.json`)),
};
