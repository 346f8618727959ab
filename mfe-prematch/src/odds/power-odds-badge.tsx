import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useHasPowerOdds } from './odds-config-store';

const badge = css`
  display: inline-block;
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 11px;
  font-weight: 600;
  white-space: nowrap;
`;

/** Marks an event whose prices the book boosts, so a player knows why they beat the usual price. */
export function PowerOddsBadge({ eventId }: { eventId: number }) {
  // Most events have no boost: only a badge that shows asks for its words.
  return useHasPowerOdds(eventId) ? <PowerOddsLabel /> : null;
}

function PowerOddsLabel() {
  const { t } = useTranslation('prematch');
  return <span css={badge}>{t('power-odds')}</span>;
}
