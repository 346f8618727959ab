import type virtuals from '../locales/en/virtuals.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'virtuals';
    resources: { virtuals: typeof virtuals };
  }
}
