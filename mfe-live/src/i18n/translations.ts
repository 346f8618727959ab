import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/live.json';

export const liveTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/live.json`)),
};
