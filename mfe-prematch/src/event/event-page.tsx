import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import type { Market, SportEvent } from '@sportsbook/contracts';
import { EmptyState, ErrorState, LoadingState, color, mq, useServerData } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useParams } from '@sportsbook/routing';
import { PowerOddsBadge } from '../odds/power-odds-badge';
import { getEvent } from '../sports-api/get-event';
import { OutcomeButton } from '../coupon/outcome-button';
import { StartTime } from '../coupon/start-time';
import { FavouriteToggle } from '../favourites/favourite-toggle';
import { Breadcrumbs } from '../routing/breadcrumbs';
import { countryPathOf, leadingId, leaguePathOf, sportPathOf } from '../routing/paths';
import { groupMarketsByPeriod } from './market-groups';
import { useBrandPricing } from '../settings/use-brand-pricing';
import { markerConfigFor } from '../coupon/sports-marker-config';
import { useCouponLayout } from '../settings/prematch-settings-store';
import type { TFunction } from 'i18next';

const header = css`
  display: flex;
  align-items: center;
  gap: 8px;
  h1 {
    font-size: 20px;
    margin: 8px 0;
  }
`;

const periodStyle = css`
  margin: 16px 0;
  h2 {
    font-size: 15px;
    margin: 0 0 8px;
    color: ${color('textMuted')};
  }
`;

const marketStyle = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 10px 12px;
  margin-bottom: 8px;
  h3 {
    font-size: 14px;
    margin: 0 0 8px;
  }
`;

const outcomes = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
  ${mq.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

function MarketBox({ event, market }: { event: SportEvent; market: Market }) {
  const { t } = useTranslation('prematch');
  return (
    <section css={marketStyle} aria-label={market.description}>
      <h3>
        {market.description}
        {market.status === 'SUSPENDED' && ` · ${t('suspended')}`}
      </h3>
      <div css={outcomes}>
        {market.outcomes
          .filter((outcome) => !outcome.hidden)
          .map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              event={event}
              market={market}
              outcome={outcome}
              caption={outcome.description}
              lockedLabel={t('suspended')}
            />
          ))}
      </div>
    </section>
  );
}

const periodName = (period: string, t: TFunction<'prematch'>): string => t(`period-name-${period}`, { defaultValue: period });

function EventDetail({ event }: { event: SportEvent }) {
  const { t, i18n } = useTranslation('prematch');

  const sport = sportPathOf(event);
  const marker = markerConfigFor(event.sportCode, useCouponLayout());
  const groups = groupMarketsByPeriod(event.markets, [
    ...marker.columns.flatMap((column) => column.marketTypeCodes),
    ...marker.extraMarkets,
  ]);
  return (
    <article aria-labelledby="prematch-event-title">
      {sport && (
        <Breadcrumbs
          sport={{ id: sport.id, code: event.sportCode, name: sport.description }}
          country={countryPathOf(event)}
          league={leaguePathOf(event)}
        />
      )}
      <div css={header}>
        <FavouriteToggle eventId={event.id} eventName={event.description} />
        <div>
          <h1 id="prematch-event-title">{event.description}</h1>
          <StartTime iso={event.startTime} locale={i18n.language} />
          <PowerOddsBadge eventId={event.id} />
        </div>
      </div>
      {groups.length === 0 && <EmptyState>{t('no-markets')}</EmptyState>}
      {groups.map((group) => (
        <section key={group.period} css={periodStyle} aria-label={periodName(group.period, t)}>
          <h2>{periodName(group.period, t)}</h2>
          {group.markets.map((market) => (
            <MarketBox key={market.id} event={event} market={market} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** /events/{id}-{slug}: one event with every market, grouped by period. */
export function EventPage() {
  const { t } = useTranslation('prematch');
  const { eventKey } = useParams();
  const eventId = leadingId(eventKey);
  const [reload, setReload] = useState(0);
  const priced = useBrandPricing();
  const state = useServerData(['event', eventId, reload], (signal) =>
    eventId === null ? Promise.reject(new Error(`no event id in "${eventKey ?? ''}"`)) : getEvent(eventId, signal),
  );
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) getBus().publish('toast/show', { kind: 'error', message: t('error-no-events-found-for-this-eventpath') });
  }, [failed, t]);
  if (state.status === 'loading' || !priced) return <LoadingState label={t('loading-event')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error-no-events-found-for-this-eventpath')}
      </ErrorState>
    );
  }
  return <EventDetail event={state.data} />;
}
