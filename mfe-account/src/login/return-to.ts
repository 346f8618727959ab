import { createStore } from 'zustand/vanilla';

/** Where to take the player after a login that a logged-in-only page asked for (spec §2, §6). */
const returnToStore = createStore<{ returnTo: string | null }>(() => ({ returnTo: null }));

export const rememberReturnTo = (returnTo: string | undefined): void => returnToStore.setState({ returnTo: returnTo ?? null });

/** The remembered path, once: a later login from the header stays where it is. */
export function takeReturnTo(): string | null {
  const { returnTo } = returnToStore.getState();
  returnToStore.setState({ returnTo: null });
  return returnTo;
}
