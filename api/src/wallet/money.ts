/**
 * Money crosses the API in major units (12.5 = twelve and a half euros) and is stored and summed in
 * integer minor units, so balances never pick up floating-point dust. The conversions and the
 * currency scale are the shared money rule's (@sportsbook/stakes), the slip's too.
 */
export { currencyScale, MINOR_PER_MAJOR, toMajor, toMinor } from '@sportsbook/stakes';
