/** The middle value (the upper one of an even count): the figure the benchmarks report of repeated loads. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * `runs` measurements of each site, one of each in turn and the one that goes first alternating, so
 * a machine that slows down or speeds up mid-run weighs on both alike: the pages' LCP is a few
 * hundred milliseconds, where a drift of tens decides the ratio.
 */
export async function inTurn<T>(
  runs: number,
  measure: { federated: () => Promise<T>; monolith: () => Promise<T> },
): Promise<{ federated: T[]; monolith: T[] }> {
  const results = { federated: [] as T[], monolith: [] as T[] };
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? (['federated', 'monolith'] as const) : (['monolith', 'federated'] as const);
    for (const site of order) results[site].push(await measure[site]());
  }
  return results;
}
