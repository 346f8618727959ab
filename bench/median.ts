/** The middle value (the upper one of an even count): the figure the benchmarks report of repeated loads. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
