import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/jackpot.json';

export const jackpotTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/jackpot.json`)),
};
