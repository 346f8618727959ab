/** oddslib ships no types; the tests use it as an independent check of the fractional ladder. */
declare module 'oddslib' {
  interface Odds {
    to(format: 'decimal'): number;
    to(format: 'fractional', options?: { precision?: number }): string;
  }
  export function from(format: 'decimal' | 'fractional', value: number | string): Odds;
}
