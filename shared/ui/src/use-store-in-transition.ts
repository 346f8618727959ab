import { startTransition, useEffect, useState } from 'react';

/** What the hook needs of a store: zustand's vanilla store has it. */
export interface ReadableStore<S> {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads a store whose changes are not urgent (operator settings, remote versions) through React
 * state set in a transition. Read with useSyncExternalStore, a change that lands while React renders
 * a page in slices is a torn read, and React renders the whole page again, at once, in one long task
 * (about 50 ms at 4× CPU for the first page); a transition joins the render instead.
 */
export function useStoreInTransition<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(store.getState()));
    // A change between this render and the subscription.
    follow();
    return store.subscribe(follow);
  }, [store]);
  return select(state);
}
