/** Binomial coefficient C(n, k), exact for the slip's sizes (n ≤ 15). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-sized subset of `items`, in input order. */
export function combinationsOf<T>(items: readonly T[], k: number): T[][] {
  if (k <= 0 || k > items.length) return [];
  const result: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      result.push(chosen);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) pick(i + 1, [...chosen, items[i] as T]);
  };
  pick(0, []);
  return result;
}

/** Full cover of n selections without singles (doubles up to the accumulator): 2^n − n − 1. */
export const fullCoverCount = (n: number): number => (n < 2 ? 0 : 2 ** n - n - 1);
