/**
 * Answers kept per key for `freshMs`: what the page's server asks another service for (the brand's
 * logo, a remote's manifest) changes rarely, and a page load must not wait on it every time. Given a
 * function, the answer itself says how long it keeps: one cut short by a slow service should be
 * asked for again sooner than a whole one.
 */
export function keptFor<T>(
  freshMs: number | ((value: T) => number),
  now: () => number,
): (key: string, fetch: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, { at: number; value: Promise<T>; freshMs: number }>();
  return (key, fetch) => {
    const cached = cache.get(key);
    if (cached && now() - cached.at < cached.freshMs) return cached.value;
    const value = fetch();
    const entry = { at: now(), value, freshMs: typeof freshMs === 'number' ? freshMs : Infinity };
    if (typeof freshMs === 'function') void value.then((answer) => (entry.freshMs = freshMs(answer)));
    cache.set(key, entry);
    return value;
  };
}
