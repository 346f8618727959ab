import { startTransition, useEffect, useState } from 'react';

/** Rows a phone's first screen holds, with room to spare: they render with the list. */
export const FIRST_SLICE_ROWS = 6;
/** Rows added per later render: small enough that committing them stays a short task at 4× CPU. */
export const NEXT_SLICE_ROWS = 6;

/**
 * How many of a list's rows to render now. The first screen renders with the list; the rest follow
 * in slices, each after the previous one has painted, as a transition. One commit of a whole coupon
 * (hundreds of elements and their styles) blocked the main thread for 150–250 ms on a phone; slices
 * keep every task short, so the page answers a tap while it fills in.
 */
export function useRowsInSlices(total: number, first = FIRST_SLICE_ROWS, next = NEXT_SLICE_ROWS): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + next)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, next]);
  return Math.min(shown, total);
}
