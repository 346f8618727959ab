import type shell from '../locales/en/shell.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: { shell: typeof shell };
  }
}
