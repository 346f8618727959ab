/**
 * Money rounding (spec §5: stakes rounded to two decimals). Floating-point products such as
 * 1.005 * 100 land just below the half, so a relative epsilon nudges them before rounding half up.
 */
export function roundMoney(amount: number, decimals = 2): number {
  if (!Number.isFinite(amount)) return 0;
  const factor = 10 ** decimals;
  return Math.round((amount + Math.sign(amount) * Number.EPSILON * Math.abs(amount)) * factor) / factor;
}
