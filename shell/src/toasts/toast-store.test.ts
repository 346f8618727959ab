import { createBus } from '@sportsbook/bus';
import { clearToasts, dismissToast, listenForToasts, resetToasts, showToast, toastStore } from './toast-store';

beforeEach(() => resetToasts());

it('keeps the newest toasts and dismisses one by id', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'].map((message) => showToast({ kind: 'info', message }));
  expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['b', 'c', 'd', 'e']);
  dismissToast(ids[2] ?? -1);
  expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['b', 'd', 'e']);
});

it('clears every toast at once, as a route change does', () => {
  showToast({ kind: 'error', message: 'x' });
  clearToasts();
  expect(toastStore.getState().toasts).toEqual([]);
});

it('shows a toast a remote sent before the toast area was drawn', () => {
  const bus = createBus({ warn: () => undefined, error: () => undefined });
  const stop = listenForToasts(bus);
  bus.publish('toast/show', { kind: 'success', message: 'First Deposit Bonus Received' });
  expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['First Deposit Bonus Received']);
  stop();
});
