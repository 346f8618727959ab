import type jackpot from '../locales/en/jackpot.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'jackpot';
    resources: { jackpot: typeof jackpot };
  }
}
