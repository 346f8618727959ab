import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { isEventFinished } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';
import { distanceText, runningOrder } from './race-progress';

const board = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  & p {
    margin: 0 0 8px;
    color: ${color('danger')};
    font-weight: 700;
  }
  & ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  & li {
    display: grid;
    grid-template-columns: 2.5em 2em minmax(0, 1fr);
    gap: 8px;
    font-variant-numeric: tabular-nums;
  }
  & li span:first-of-type {
    color: ${color('textMuted')};
  }
`;

/** A race's scoreboard: how far the leader has to run and the whole field in running order. */
export function RaceBoard({ event }: { event: LiveEventEntity }) {
  const { t } = useTranslation('live');
  const field = runningOrder(event);
  return (
    <section css={board} aria-label={t('scoreboard')} data-scoreboard="race">
      <p data-testid="live-clock">{isEventFinished(event) ? t('finished') : <RaceDistance event={event} />}</p>
      <ol aria-label={t('running-order')} data-testid="running-order">
        {field.map((runner) => (
          <li key={runner.number}>
            <span>{runner.position}.</span>
            <strong>{runner.number}</strong>
            <span>{runner.name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The first three in running order, on one line: "1 Silver Arrow · 4 Royal Echo · 7 Iron Quest". */
export function RaceLeaders({ event }: { event: LiveEventEntity }) {
  return (
    <>
      {runningOrder(event)
        .slice(0, 3)
        .map((runner) => `${runner.number} ${runner.name}`)
        .join(' · ')}
    </>
  );
}

/** "650 m to go" in the player's language. */
export function RaceDistance({ event }: { event: LiveEventEntity }) {
  const { t, i18n } = useTranslation('live');
  const metres = event.raceProgress?.metresToGo;
  return <>{metres === undefined ? '' : t('to-go', { distance: distanceText(metres, i18n.language) })}</>;
}
