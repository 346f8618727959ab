import { getBus, type Bus } from '@sportsbook/bus';
import type { Toast } from '@sportsbook/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Spec §4: toasts close on their own; senders pick 3000, 5000 or 10000 ms, this is the default. */
export const DEFAULT_TOAST_MS = 5000;
const MAX_VISIBLE = 4;

export interface ShownToast extends Toast {
  id: number;
}

let nextId = 1;
export const toastStore = createStore<{ toasts: ShownToast[] }>(() => ({ toasts: [] }));

export function showToast(toast: Toast): number {
  const id = nextId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { ...toast, id }].slice(-MAX_VISIBLE) }));
  return id;
}

export const dismissToast = (id: number): void => toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
export const clearToasts = (): void => toastStore.setState({ toasts: [] });
export const resetToasts = clearToasts;

export const useToasts = (): ShownToast[] => useStore(toastStore, (s) => s.toasts);

/**
 * Listens from start-up, not from when the toast area first renders: a remote that reports something
 * while the frame is still mounting (a quick failure, a bonus on login) is not lost.
 */
export const listenForToasts = (bus: Bus = getBus()) => bus.on('toast/show', (toast) => void showToast(toast));
