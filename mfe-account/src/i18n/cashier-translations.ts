import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/cashier.json';

/**
 * The cashier and safer-play pages' strings, in a module of their own so that they load with the
 * account pages only, not with the account services every page loads.
 */
export const cashierTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/cashier.json`)),
};
