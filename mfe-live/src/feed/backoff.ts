/** Reconnect delays: doubling from half a second up to 30 s, with jitter so clients do not reconnect in lockstep. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
