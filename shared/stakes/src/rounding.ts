/**
 * Money rounding (spec §5: stakes rounded to two decimals). Floating-point products such as
 * 1.005 * 100 land just below the half, so a relative epsilon nudges them before rounding half up.
 */
export function roundMoney(amount: number, decimals = 2): number {
  if (!Number.isFinite(amount)) return 0;
  const factor = 10 ** decimals;
  return Math.round((amount + Math.sign(amount) * Number.EPSILON * Math.abs(amount)) * factor) / factor;
}

/**
 * The book's one payout rule: an amount it pays (returns, each-way and system returns, cash-outs,
 * game wins, extra winnings) or withholds as tax, in minor units, rounded DOWN to a whole minor unit,
 * so the book never pays a fraction of a cent it does not owe. Products of prices pick up float dust
 * (204 × 1.1 = 224.39999999999998 for an exact 224.4), a few units in the last place, so that much
 * (at least a millionth of a minor unit) is forgiven before truncating; a product of a stake and
 * prices of two decimals never sits that close below a whole unit.
 */
export const roundPayoutDown = (amountMinor: number): number =>
  Number.isFinite(amountMinor) ? Math.floor(amountMinor + Math.max(1e-6, Math.abs(amountMinor) * 1e-15)) : 0;
