/**
 * Money crosses the API in major units (12.5 = twelve and a half euros) and is stored and summed in
 * integer minor units, so balances never pick up floating-point dust.
 */
export const MINOR_PER_MAJOR = 100;

export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** Currencies whose amounts are shown and limited in thousands (spec §5, §9). */
const THOUSANDS_CURRENCIES: ReadonlySet<string> = new Set(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);
export const currencyScale = (currency: string): number => (THOUSANDS_CURRENCIES.has(currency) ? 1000 : 1);
