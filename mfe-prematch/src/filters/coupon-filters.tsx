import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { PERIOD_FILTERS, STATUS_FILTERS, type PeriodFilter, type StatusFilter } from './period-filter';
import type { CouponFilters as Filters } from './use-coupon-filters';
import type { TFunction } from 'i18next';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 8px 0 12px;
  label {
    display: flex;
    flex-direction: column;
    font-size: 12px;
    color: ${color('textMuted')};
    gap: 2px;
  }
  select {
    min-height: 40px;
    padding: 4px 8px;
    border-radius: 6px;
    border: 1px solid ${color('border')};
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    font: inherit;
  }
`;

const isHourFilter = (period: PeriodFilter): period is `${number}h` => period.endsWith('h');

const periodLabel = (period: PeriodFilter, t: TFunction<'prematch'>): string =>
  isHourFilter(period) ? t('period-hours', { count: Number.parseInt(period, 10) }) : t(`period-${period}`);

export function CouponFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const { t } = useTranslation('prematch');
  return (
    <div css={bar} role="group" aria-label={t('filters')}>
      <label>
        {t('period')}
        <select value={filters.period} onChange={(e) => onChange({ period: e.target.value as PeriodFilter })}>
          {PERIOD_FILTERS.map((period) => (
            <option key={period} value={period}>
              {periodLabel(period, t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('status')}
        <select value={filters.status} onChange={(e) => onChange({ status: e.target.value as StatusFilter })}>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(status === 'OPEN' ? 'status-open' : 'status-open-suspended')}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
