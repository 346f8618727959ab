/**
 * What `work` gives, or `fallback` once `ms` have passed. The page's server asks other services for
 * what a page can show first, each with its own time limit (AbortSignal.timeout); this bounds the
 * page itself, whatever happens to those limits: in a loaded test run a page went unanswered for a
 * minute although every wait it had was bounded by its fetch's own signal.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(resolve, ms, fallback);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
