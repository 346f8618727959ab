import { css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import type { SportEvent } from '@sportsbook/contracts';
import { ErrorState, LoadingState } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useParams } from '@sportsbook/routing';
import { PowerOddsBadge } from '../odds/power-odds-badge';
import { StartTime } from '../coupon/start-time';
import { FavouriteToggle } from '../favourites/favourite-toggle';
import { Breadcrumbs } from '../routing/breadcrumbs';
import { countryPathOf, leadingId, leaguePathOf, sportPathOf } from '../routing/paths';
import { useEvent } from '../api-calls/event';
import { EventMarkets } from './event-markets';
import { useBrandPricing } from '../settings/use-brand-pricing';
import { markerConfigFor } from '../coupon/sports-marker-config';
import { useCouponLayout } from '../settings/prematch-settings-store';

const header = css`
  display: flex;
  align-items: center;
  gap: 8px;
  h1 {
    font-size: 20px;
    margin: 8px 0;
  }
`;

function EventDetail({ event }: { event: SportEvent }) {
  const { i18n } = useTranslation('prematch');

  const sport = sportPathOf(event);
  const marker = markerConfigFor(event.sportCode, useCouponLayout());
  const featured = [...marker.columns.flatMap((column) => column.marketTypeCodes), ...marker.extraMarkets];
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
      <EventMarkets event={event} featured={featured} />
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
  const state = useEvent(eventId, reload);
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
