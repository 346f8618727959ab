import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/register.json';

/** The registration page's strings: loaded with the account pages only, not on every page. */
export const registerTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/register.json`)),
};
