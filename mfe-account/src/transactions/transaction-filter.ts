import type { WalletTransaction } from '@sportsbook/contracts';

const TRANSACTIONS_PAGE_SIZE = 10;

export interface DateRange {
  /** yyyy-mm-dd from a date input, or empty for no bound. */
  from: string;
  to: string;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00`).getTime();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/** A range whose start is after its end cannot match anything: the form says so instead. */
export function dateRangeError(range: DateRange): 'transactions-error-range' | null {
  return range.from && range.to && range.from > range.to ? 'transactions-error-range' : null;
}

/** Transactions within the range, both days included, in the player's own time zone. */
export function filterByDate(transactions: readonly WalletTransaction[], range: DateRange): WalletTransaction[] {
  const from = range.from ? startOfDay(range.from) : -Infinity;
  const to = range.to ? endOfDay(range.to) : Infinity;
  return transactions.filter((transaction) => {
    const at = new Date(transaction.createdAt).getTime();
    return at >= from && at <= to;
  });
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = TRANSACTIONS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
