import type account from '../locales/en/account.json';
import type cashier from '../locales/en/cashier.json';
import type register from '../locales/en/register.json';

/** The app's keys, from its English strings: a t() call with a key English lacks fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'account';
    resources: { account: typeof account; cashier: typeof cashier; register: typeof register };
  }
}
