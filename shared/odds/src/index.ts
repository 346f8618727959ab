/** Odds formats, the odds ladder and margins (spec §5, §9): pure functions shared by every page that shows a price. */
export { formatDecimalOdds } from './decimal';
export * from './formats';
export * from './fractional';
export * from './ladder';
export * from './margins';
