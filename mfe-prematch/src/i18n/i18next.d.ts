import type prematch from '../locales/en/prematch.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'prematch';
    resources: { prematch: typeof prematch };
  }
}
