import type { ParseKeys } from 'i18next';

/** A key of the account's strings (src/locales/en/account.json): what a message held in data must be. */
export type AccountKey = ParseKeys<'account'>;

/** A key of the cashier and safer-play pages' strings (src/locales/en/cashier.json). */
export type CashierKey = ParseKeys<'cashier'>;
