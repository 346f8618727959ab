import type live from '../locales/en/live.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'live';
    resources: { live: typeof live };
  }
}
