/**
 * Answers kept per key for `freshMs`: what the page's server asks another service for (the brand's
 * logo, a remote's manifest) changes rarely, and a page load must not wait on it every time.
 */
export function keptFor<T>(freshMs: number, now: () => number): (key: string, fetch: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return (key, fetch) => {
    const cached = cache.get(key);
    if (cached && now() - cached.at < freshMs) return cached.value;
    const value = fetch();
    cache.set(key, { at: now(), value });
    return value;
  };
}
