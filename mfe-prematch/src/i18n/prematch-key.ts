import type { ParseKeys } from 'i18next';

/** A key of the prematch strings (src/locales/en/prematch.json): what a label held in data must be. */
export type PrematchKey = ParseKeys<'prematch'>;

/** An outcome column label that is one of our strings (`outcome-over`), not a symbol such as 1, X, 2. */
export const isOutcomeKey = (label: string): label is Extract<PrematchKey, `outcome-${string}`> => label.startsWith('outcome-');
