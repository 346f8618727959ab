import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useLive } from '../live-book/use-live-book';

const notice = css`
  padding: 8px 12px;
  border-radius: 6px;
  background: ${color('surfaceRaised')};
  color: ${color('textMuted')};
  font-size: 13px;
`;

/** Tells the player prices may be stale while the feed reconnects. */
export function FeedStatusNotice() {
  const { t } = useTranslation('live');
  const status = useLive((state) => state.feedStatus);
  if (status !== 'reconnecting') return null;
  return (
    <p css={notice} role="status">
      {t('reconnecting')}
    </p>
  );
}
