import { useCallback } from 'react';
import { useSearchParams } from '@sportsbook/routing';
import { parsePeriodFilter, parseStatusFilter, type PeriodFilter, type StatusFilter } from './period-filter';

export interface CouponFilters {
  period: PeriodFilter;
  status: StatusFilter;
  page: number;
}

const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Filters and page live in the URL (?period=today&status=OPEN&page=2) so a coupon can be shared and reloaded. */
export function useCouponFilters(): [CouponFilters, (change: Partial<CouponFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: CouponFilters = {
    period: parsePeriodFilter(params.get('period')),
    status: parseStatusFilter(params.get('status')),
    page: parsePage(params.get('page')),
  };
  const update = useCallback(
    (change: Partial<CouponFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) next.set(key, String(value));
        // Another filter is another list: start it from its first page.
        if (change.page === undefined) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [filters, update];
}
