import { css } from '@emotion/react';
import type { EventsQuery } from '@sportsbook/contracts';
import { EmptyState, ErrorState, LoadingState, useServerData } from '@sportsbook/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { getEvents } from '../api-calls/events';
import { CouponFilters } from '../filters/coupon-filters';
import { useCouponFilters } from '../filters/use-coupon-filters';
import { Coupon } from './coupon';
import { useCouponLayout } from '../settings/prematch-settings-store';
import { couponQuery } from './coupon-query';
import { Pager, pageCount } from './pager';
import { useBrandPricing } from '../settings/use-brand-pricing';

const heading = css`
  font-size: 20px;
  margin: 16px 0 4px;
`;

/**
 * A paged coupon with period and status filters: the calendar, sport, country, league, fixtures,
 * homepage and favourites pages are all this page with another scope.
 */
export function CouponPage({
  title,
  listLabel,
  scope,
  groupBy,
  children,
}: {
  title: string;
  listLabel: string;
  scope: EventsQuery;
  groupBy: 'league' | 'sport';
  children?: ReactNode;
}) {
  const { t } = useTranslation('prematch');
  const [filters, setFilters] = useCouponFilters();
  const couponLayout = useCouponLayout();
  const [reload, setReload] = useState(0);
  const priced = useBrandPricing();
  const scopeKey = JSON.stringify(scope);
  const state = useServerData(['coupon', scopeKey, filters.period, filters.status, filters.page, reload], (signal) =>
    getEvents(couponQuery(scope, filters, new Date()), signal),
  );
  return (
    <section aria-label={title}>
      <h1 css={heading}>{title}</h1>
      {children}
      <CouponFilters filters={filters} onChange={setFilters} />
      {(state.status === 'loading' || (state.status === 'ready' && !priced)) && <LoadingState label={t('loading-events')} />}
      {state.status === 'error' && (
        <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
          {t('error-no-events-found-for-this-eventpath')}
        </ErrorState>
      )}
      {state.status === 'ready' && priced && state.data.events.length === 0 && <EmptyState>{t('no-events')}</EmptyState>}
      {state.status === 'ready' && priced && state.data.events.length > 0 && (
        <>
          <Coupon events={state.data.events} label={listLabel} groupBy={groupBy} couponLayout={couponLayout} />
          <Pager
            page={state.data.page}
            pages={pageCount(state.data.totalCount, state.data.eventsPerPage)}
            onPage={(page) => {
              setFilters({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}
