import type { ParseKeys } from 'i18next';

/** A key of the live strings (src/locales/en/live.json): what a message held in data must be. */
export type LiveKey = ParseKeys<'live'>;
