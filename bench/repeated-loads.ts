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

/** A small seeded generator (mulberry32): the same loads give the same interval in every report. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * How far the ratio of two sites' medians could move on loads like these: a paired bootstrap (the
 * loads made in the same turn stay together) of median(federated) ÷ median(monolith), as the central
 * `level` of `resamples` resampled ratios. A ratio's goal read from nine loads of a 200–600 ms paint
 * means little without it.
 */
export function pairedRatioInterval(
  federated: readonly number[],
  monolith: readonly number[],
  { level = 0.9, resamples = 2000, seed = 21 } = {},
): [number, number] {
  const pairs = Math.min(federated.length, monolith.length);
  if (pairs === 0) return [NaN, NaN];
  const random = seededRandom(seed);
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const picks = Array.from({ length: pairs }, () => Math.floor(random() * pairs));
    ratios.push(median(picks.map((i) => federated[i] as number)) / median(picks.map((i) => monolith[i] as number)));
  }
  ratios.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] as number;
  return [at(tail), at(1 - tail)];
}
