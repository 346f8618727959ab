import type { ParseKeys } from 'i18next';

/** A key of the slip's strings (src/locales/en/betslip.json): what a message held in data must be. */
export type BetslipKey = ParseKeys<'betslip'>;
