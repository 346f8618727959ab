import type betslip from '../locales/en/betslip.json';
import type myBets from '../locales/en/betslip-my-bets.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'betslip';
    resources: { betslip: typeof betslip; 'betslip-my-bets': typeof myBets };
  }
}
