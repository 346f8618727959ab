import { css } from '@emotion/react';
import { EmptyState, ErrorState, LoadingState, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useFinishedSelectionNotice } from '../betslip/use-finished-selection-notice';
import { useLive } from '../live-book/use-live-book';
import { useLiveList } from '../live-book/use-live-list';
import { LiveEventRow } from '../live-overview/live-event-row';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${color('surface')};
  border-radius: 8px;
`;

/** The home page widget: the first live events with their clock, score and main market, kept live by the feed. */
export function LiveEvents({ limit }: { limit?: number }) {
  const { t } = useTranslation('live');
  const { status, retry } = useLiveList(limit);
  useFinishedSelectionNotice();
  const order = useLive((state) => state.order);
  const ids = limit === undefined ? order : order.slice(0, limit);
  if (status === 'loading' && order.length === 0) return <LoadingState label={t('loading')} />;
  if (status === 'error' && order.length === 0) {
    return (
      <ErrorState onRetry={retry} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  if (ids.length === 0) return <EmptyState>{t('no-events')}</EmptyState>;
  return (
    <ul css={list} aria-label={t('live-events')}>
      {ids.map((id) => (
        <LiveEventRow key={id} eventId={id} marketColumn={null} />
      ))}
    </ul>
  );
}
