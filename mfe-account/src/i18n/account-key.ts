import type { ParseKeys } from 'i18next';

/** A key of the account's strings (src/locales/en/account.json): what a message held in data must be. */
export type AccountKey = ParseKeys<'account'>;
