import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/betslip.json';

export const betslipTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/betslip.json`)),
};
