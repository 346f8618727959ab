import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/prematch.json';

export const prematchTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/prematch.json`)),
};
