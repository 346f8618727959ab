import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/account.json';

export const accountTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/account.json`)),
};
