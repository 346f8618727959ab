import { clearToasts, dismissToast, resetToasts, showToast, toastStore } from './toast-store';

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
