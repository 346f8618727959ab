import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/cashier.json';

/**
 * The strings of money and safer play: the cashier, the safer-gambling page (limits, time, breaks,
 * activity, help) and the reality check. A module of their own, so that they load with the account
 * pages (or the reality check) only, not with the account services every page loads.
 */
export const cashierTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/cashier.json`)),
};
