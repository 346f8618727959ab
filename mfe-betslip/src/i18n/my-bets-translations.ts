import { onDemand, type Translations } from '@sportsbook/ui';
import en from '../locales/en/betslip-my-bets.json';

/**
 * My Bets has a namespace of its own so the slip's first load carries none of its text; its
 * components read it first and fall back to the slip's namespace for the strings both show.
 */
export const MY_BETS_NS = 'betslip-my-bets';
export const MY_BETS_NAMESPACES = [MY_BETS_NS, 'betslip'] as const;

export const myBetsTranslations: Translations = {
  en,
  ...onDemand((locale) => import(/* webpackChunkName: "i18n-[request]" */ `../locales/${locale}/betslip-my-bets.json`)),
};
