import type { SportEvent } from '@sportsbook/contracts';
import { EmptyState, ErrorState, LoadingState, type ApiData } from '@sportsbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@sportsbook/translation';

/**
 * An events request as a box shows it: loading (also until the brand's pricing is known, so no price
 * flashes in the wrong format), the error with Retry, "no events", or the events themselves.
 */
export function EventsRequest({
  state,
  priced,
  onRetry,
  children,
}: {
  state: ApiData<{ events: SportEvent[] }>;
  priced: boolean;
  onRetry: () => void;
  children: (events: SportEvent[]) => ReactNode;
}) {
  const { t } = useTranslation('prematch');
  if (state.status === 'loading' || !priced) return <LoadingState label={t('loading-events')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={onRetry} retryLabel={t('retry')}>
        {t('error-no-events-found-for-this-eventpath')}
      </ErrorState>
    );
  }
  if (state.data.events.length === 0) return <EmptyState>{t('no-events')}</EmptyState>;
  return children(state.data.events);
}
