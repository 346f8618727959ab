import type { RemoteName } from '@sportsbook/contracts';
import { create } from 'zustand';
import { resetRemote } from './remotes-registry';

/**
 * How often each remote was retried on this page. Every box of a remote reads the same count, so one
 * Retry revives all of them (prematch has four boxes on the home page), not only the one pressed.
 */
export const useRemoteAttempts = create<{ attempts: Partial<Record<RemoteName, number>>; retry: (remote: RemoteName) => void }>(
  (set) => ({
    attempts: {},
    retry: (remote) => set((s) => ({ attempts: { ...s.attempts, [remote]: (s.attempts[remote] ?? 0) + 1 } })),
  }),
);

const resets = new Map<string, Promise<void>>();

/** Registers the remote afresh once per retry, however many of its boxes ask. */
export function resetRemoteOnce(remote: RemoteName, attempt: number): Promise<void> {
  const key = `${remote}#${attempt}`;
  let reset = resets.get(key);
  if (!reset) {
    reset = resetRemote(remote);
    resets.set(key, reset);
  }
  return reset;
}
