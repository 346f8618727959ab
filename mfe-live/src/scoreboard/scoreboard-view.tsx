import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import type { LiveEventEntity } from '../store/live-data';
import { RaceBoard } from '../racing/race-board';
import { clockLine, headlineScore, periodColumns, scoreboardKind, teamNames } from './scoreboard';

const board = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  & th,
  & td {
    padding: 4px 6px;
    text-align: center;
    white-space: nowrap;
  }
  & th:first-of-type,
  & td:first-of-type {
    text-align: left;
    white-space: normal;
  }
  & thead th {
    color: ${color('textMuted')};
    font-size: 12px;
    font-weight: 400;
  }
  & td.total {
    font-weight: 700;
    color: ${color('accent')};
  }
`;

const status = css`
  display: flex;
  gap: 12px;
  align-items: baseline;
  margin-bottom: 8px;
  & strong {
    color: ${color('danger')};
  }
`;

const balls = css`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${color('textMuted')};
  letter-spacing: 3px;
`;

/**
 * The scoreboard of a live event per sport: football and e-football goals by half, basketball
 * quarters, tennis sets, games and points, cricket runs, wickets and the latest balls, ice hockey periods;
 * a race's running order.
 */
export function ScoreboardView({ event }: { event: LiveEventEntity }) {
  const kind = scoreboardKind(event.sportCode);
  return kind === 'race' ? <RaceBoard event={event} /> : <ScoreTable event={event} />;
}

function ScoreTable({ event }: { event: LiveEventEntity }) {
  const { t } = useTranslation('live');
  const kind = scoreboardKind(event.sportCode);
  const [home, away] = teamNames(event.description);
  const columns = periodColumns(event.scoresPerPeriod);
  const score = headlineScore(event);
  const totalLabel = kind === 'tennis' ? t('sets') : kind === 'cricket' ? t('runs') : t('total');
  const row = (team: 'A' | 'B', name: string) => (
    <tr>
      <th scope="row">{name}</th>
      {columns.map((column) => (
        <td key={column.key}>{column[team] ?? '-'}</td>
      ))}
      {kind === 'tennis' && <td>{event.match?.[team] ?? ''}</td>}
      <td className="total">{score?.[team] ?? '-'}</td>
    </tr>
  );
  return (
    <section css={board} aria-label={t('scoreboard')} data-scoreboard={kind}>
      <div css={status}>
        <strong data-testid="live-clock">{clockLine(event, t('finished'))}</strong>
        {event.currentPeriod && <span>{event.currentPeriod}</span>}
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('team')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.key}
              </th>
            ))}
            {kind === 'tennis' && <th scope="col">{t('points')}</th>}
            <th scope="col">{totalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {row('A', home)}
          {row('B', away)}
        </tbody>
      </table>
      {kind === 'cricket' && event.cricketOutcomes && event.cricketOutcomes.length > 0 && (
        <p css={balls}>
          {t('recent-balls')}: {event.cricketOutcomes.join(' ')}
        </p>
      )}
    </section>
  );
}
