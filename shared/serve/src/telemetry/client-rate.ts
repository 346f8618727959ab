export interface ClientRateOptions {
  /** Reports one client may send per window. */
  perWindow: number;
  windowMs: number;
  /** Clients tracked at once; past it, a new client is refused until a window ends (memory stays bounded). */
  maxClients: number;
  now?: () => number;
}

/**
 * A fixed-window count per client address. The map is emptied at each window's end, so it never
 * holds more than maxClients entries, however many addresses a flood comes from.
 */
export function clientRate(options: ClientRateOptions): { allow: (client: string) => boolean; readonly size: number } {
  const now = options.now ?? Date.now;
  const counts = new Map<string, number>();
  let windowStart = now();
  return {
    allow(client) {
      if (now() - windowStart >= options.windowMs) {
        counts.clear();
        windowStart = now();
      }
      const count = counts.get(client);
      if (count === undefined && counts.size >= options.maxClients) return false;
      if ((count ?? 0) >= options.perWindow) return false;
      counts.set(client, (count ?? 0) + 1);
      return true;
    },
    get size() {
      return counts.size;
    },
  };
}
