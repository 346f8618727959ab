import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/virtuals.json';

export const virtualsTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/virtuals.json`)),
};
