import type { WalletTransaction } from '@sportsbook/contracts';
import { dateRangeError, filterByDate, pageOf } from './transaction-filter';

const at = (id: number, local: string): WalletTransaction => ({
  id,
  kind: 'DEPOSIT',
  pocket: 'REAL',
  amount: 10,
  balanceAfter: 10,
  betId: null,
  description: 'Deposit',
  createdAt: new Date(local).toISOString(),
});

const list = [
  at(1, '2026-03-01T00:00:00'),
  at(2, '2026-03-02T12:00:00'),
  at(3, '2026-03-03T23:59:59'),
  at(4, '2026-03-04T00:00:01'),
];

it('keeps both bounding days whole', () => {
  expect(filterByDate(list, { from: '2026-03-02', to: '2026-03-03' }).map((t) => t.id)).toEqual([2, 3]);
});

it('an open bound does not limit', () => {
  expect(filterByDate(list, { from: '', to: '' }).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  expect(filterByDate(list, { from: '2026-03-03', to: '' }).map((t) => t.id)).toEqual([3, 4]);
  expect(filterByDate(list, { from: '', to: '2026-03-01' }).map((t) => t.id)).toEqual([1]);
});

it('a start after the end is an error', () => {
  expect(dateRangeError({ from: '2026-03-04', to: '2026-03-01' })).toBe('transactions-error-range');
  expect(dateRangeError({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  expect(dateRangeError({ from: '', to: '2026-03-01' })).toBeNull();
});

it('pages ten at a time, clamping the page into range', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  expect(pageOf(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3 });
  expect(pageOf(items, 3).items).toEqual([20, 21, 22]);
  expect(pageOf(items, 9).page).toBe(3);
  expect(pageOf(items, 0).page).toBe(1);
  expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
});
