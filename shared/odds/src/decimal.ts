/** Decimal odds as spec §9 shows them: three decimals under 1.01, otherwise two. */
export function formatDecimalOdds(decimal: number): string {
  return decimal < 1.01 ? decimal.toFixed(3) : decimal.toFixed(2);
}
