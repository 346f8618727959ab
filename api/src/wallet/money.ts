/**
 * Money crosses the API in major units (12.5 = twelve and a half euros) and is stored and summed in
 * integer minor units, so balances never pick up floating-point dust. The conversions and the
 * currency scale are the shared money rule's (@sportsbook/stakes), the slip's too.
 */
import { toMinor } from '@sportsbook/stakes';

export { currencyScale, MINOR_PER_MAJOR, toMajor, toMinor } from '@sportsbook/stakes';

/** An amount in minor units when it has at most two decimals; undefined for 10.005 (not a sum anyone can pay). */
export function exactMinor(amount: number): number | undefined {
  const minor = toMinor(amount);
  return Math.abs(minor - amount * 100) > 1e-6 ? undefined : minor;
}
