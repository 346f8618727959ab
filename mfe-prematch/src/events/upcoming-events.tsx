import { css } from '@emotion/react';
import { EmptyState, ErrorState, LoadingState, color, useApiData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventRow } from './event-row';
import { getUpcomingEvents } from './get-upcoming-events';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${color('surface')};
  border-radius: 8px;
`;

export function UpcomingEvents({ limit = 20 }: { limit?: number }) {
  const { t } = useTranslation('prematch');
  const [reload, setReload] = useState(0);
  const state = useApiData((signal) => getUpcomingEvents(limit, signal), [limit, reload]);
  if (state.status === 'loading') return <LoadingState label={t('loading-events')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error-no-events-found-for-this-eventpath')}
      </ErrorState>
    );
  }
  if (state.data.events.length === 0) return <EmptyState>{t('no-events')}</EmptyState>;
  return (
    <ul css={list} aria-label={t('upcoming-events')}>
      {state.data.events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
