import type { MarketStatus } from '@sportsbook/contracts';

/** Spec §9 prematch period filters: today is the next 24 h, this_week 7 days from the start of today, or N hours. */
export type PeriodFilter = 'all' | 'today' | 'this_week' | `${number}h`;

const HOUR_FILTERS = [3, 6, 12] as const;
export const PERIOD_FILTERS: readonly PeriodFilter[] = [
  'all',
  'today',
  'this_week',
  ...HOUR_FILTERS.map((h) => `${h}h` as const),
];

export const parsePeriodFilter = (value: string | null): PeriodFilter =>
  PERIOD_FILTERS.includes(value as PeriodFilter) ? (value as PeriodFilter) : 'all';

const HOUR_MS = 3_600_000;

/** The dateFrom/dateTo window of a period filter, in the player's own day for this_week. */
export function periodRange(filter: PeriodFilter, now: Date): { dateFrom?: string; dateTo?: string } {
  if (filter === 'all') return {};
  if (filter === 'today') return { dateFrom: now.toISOString(), dateTo: new Date(now.getTime() + 24 * HOUR_MS).toISOString() };
  if (filter === 'this_week') {
    const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
    return { dateFrom: startOfDay.toISOString(), dateTo: end.toISOString() };
  }
  const hours = Number.parseInt(filter, 10);
  return { dateFrom: now.toISOString(), dateTo: new Date(now.getTime() + hours * HOUR_MS).toISOString() };
}

/** Spec §9 status filters. */
export type StatusFilter = Extract<MarketStatus, 'OPEN'> | 'OPEN,SUSPENDED';
export const STATUS_FILTERS: readonly StatusFilter[] = ['OPEN,SUSPENDED', 'OPEN'];

export const parseStatusFilter = (value: string | null): StatusFilter => (value === 'OPEN' ? 'OPEN' : 'OPEN,SUSPENDED');
