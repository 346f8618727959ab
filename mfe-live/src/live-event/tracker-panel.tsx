import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { periodColumns, teamNames } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';

const panel = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  display: grid;
  gap: 8px;
  & ol {
    margin: 0;
    padding-left: 20px;
  }
`;

/** The match tracker: where the match stands and how each period went, from the live feed. */
export function TrackerPanel({ event }: { event: LiveEventEntity }) {
  const { t } = useTranslation('live');
  const [home, away] = teamNames(event.description);
  return (
    <section css={panel} aria-label={t('tab-tracker')} data-tracker-event-id={event.id}>
      <p>
        {event.currentPeriod ?? ''}
        {event.clock && event.clock.minutes > 0 ? ` · ${t('minute', { minute: event.clock.minutes })}` : ''}
      </p>
      <ol>
        {periodColumns(event.scoresPerPeriod).map((period) => (
          <li key={period.key}>
            {period.key}: {home} {period.A ?? 0} - {period.B ?? 0} {away}
          </li>
        ))}
      </ol>
    </section>
  );
}
