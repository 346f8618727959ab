import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { visuallyHidden } from '../live-overview/visually-hidden';
import { clockLine, headlineScore, isEventFinished, periodColumns, scoreboardKind, teamNames } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';
import { changeMessage, type TrackerChange } from './tracker-timeline';

const panel = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
  display: grid;
  gap: 12px;
  min-width: 0;
  & h3 {
    margin: 0 0 6px;
    font-size: 13px;
    color: ${color('textMuted')};
    font-weight: 400;
  }
  & ul,
  & ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
`;

const state = css`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
  & strong {
    color: ${color('danger')};
    font-variant-numeric: tabular-nums;
  }
`;

const headline = css`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: 8px;
  align-items: center;
  & > span:first-of-type {
    text-align: right;
  }
  & > span {
    overflow-wrap: anywhere;
  }
  & > strong {
    font-size: 24px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const detail = css`
  margin: 0;
  font-size: 13px;
  color: ${color('textMuted')};
  text-align: center;
`;

const periodRow = css`
  display: grid;
  grid-template-columns: 44px 28px minmax(0, 1fr) 28px;
  gap: 8px;
  align-items: center;
  font-variant-numeric: tabular-nums;
  & > span:nth-of-type(2) {
    text-align: right;
  }
  &[aria-current='true'] > span:first-of-type {
    color: ${color('accent')};
    font-weight: 700;
  }
`;

const bar = css`
  display: flex;
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: ${color('surfaceRaised')};
  & > span:first-of-type {
    background: ${color('accent')};
  }
  & > span:last-of-type {
    background: ${color('textMuted')};
  }
`;

const changeRow = css`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  gap: 8px;
  align-items: baseline;
  font-size: 14px;
  & > span:first-of-type {
    color: ${color('textMuted')};
    font-variant-numeric: tabular-nums;
  }
  & > span:last-of-type {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const muted = css`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 13px;
`;

/** Whether the clock runs, is paused, has not started or has ended, as a player says it. */
function useStateLabel(event: LiveEventEntity): string {
  const { t } = useTranslation('live');
  if (isEventFinished(event)) return t('finished');
  switch (event.clock?.status) {
    case 'PAUSED':
      return t('tracker-paused');
    case 'NOT_STARTED':
      return t('tracker-not-started');
    default:
      return t('tracker-in-play');
  }
}

function ChangeItem({ change, home, away }: { change: TrackerChange; home: string; away: string }) {
  const { t } = useTranslation('live');
  const { key, values } = changeMessage(change);
  const team = change.team === 'A' ? home : change.team === 'B' ? away : '';
  return (
    <li css={changeRow} data-change-kind={change.kind}>
      <span>{change.minute === null ? change.period : t('minute', { minute: change.minute })}</span>
      <span>
        {t(key, values)}
        {team && ` · ${team}`}
      </span>
      <span>{change.score ? `${change.score.A} - ${change.score.B}` : ''}</span>
    </li>
  );
}

/**
 * The match tracker (spec §3 Tracker): where the match stands, how each period went and what just
 * happened, all from the live feed, so it moves on its own as updates arrive.
 */
export function TrackerPanel({ event, changes }: { event: LiveEventEntity; changes: readonly TrackerChange[] }) {
  const { t } = useTranslation('live');
  const [home, away] = teamNames(event.description);
  const kind = scoreboardKind(event.sportCode);
  const score = headlineScore(event);
  const clock = clockLine(event, '');
  const stateLabel = useStateLabel(event);
  const periods = periodColumns(event.scoresPerPeriod);
  return (
    <section css={panel} aria-label={t('tab-tracker')} data-tracker-event-id={event.id}>
      <p css={state} data-testid="tracker-state">
        <span>{stateLabel}</span>
        {event.currentPeriod && !isEventFinished(event) && <span>{event.currentPeriod}</span>}
        {clock && <strong>{clock}</strong>}
      </p>
      <p css={headline}>
        <span>{home}</span>
        <strong data-testid="tracker-score">{score ? `${score.A} - ${score.B}` : '-'}</strong>
        <span>{away}</span>
      </p>
      {kind === 'tennis' && event.sets && (
        <p css={detail}>
          {t('games')} {event.sets.A}-{event.sets.B}
          {event.match && ` · ${t('points')} ${event.match.A}-${event.match.B}`}
        </p>
      )}
      {kind === 'cricket' && event.cricketOutcomes && event.cricketOutcomes.length > 0 && (
        <p css={detail}>
          {t('recent-balls')}: {event.cricketOutcomes.join(' ')}
        </p>
      )}
      {periods.length > 0 && <PeriodScores event={event} periods={periods} home={home} away={away} />}
      <div>
        <h3 id={`tracker-${event.id}-latest`}>{t('tracker-latest')}</h3>
        {/* The log is there from the start, so screen readers announce the changes added to it. */}
        <div role="log" aria-labelledby={`tracker-${event.id}-latest`}>
          {changes.length === 0 ? (
            <p css={muted}>{t('tracker-waiting')}</p>
          ) : (
            <ol>
              {changes.map((change) => (
                <ChangeItem key={change.id} change={change} home={home} away={away} />
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}

/** How each period went, with the current one marked while the match runs. */
function PeriodScores({
  event,
  periods,
  home,
  away,
}: {
  event: LiveEventEntity;
  periods: ReturnType<typeof periodColumns>;
  home: string;
  away: string;
}) {
  const { t } = useTranslation('live');
  return (
    <div>
      <h3 id={`tracker-${event.id}-periods`}>{t('tracker-periods')}</h3>
      <ul aria-labelledby={`tracker-${event.id}-periods`}>
        {periods.map((period) => (
          <li
            key={period.key}
            css={periodRow}
            aria-current={period.key === event.currentPeriodAbbreviation && !isEventFinished(event) ? 'true' : undefined}
          >
            <span>{period.key}</span>
            <span>
              <span css={visuallyHidden}>{home} </span>
              {period.A ?? 0}
            </span>
            <span css={bar} aria-hidden="true">
              <span style={{ flexGrow: period.A ?? 0 }} />
              <span style={{ flexGrow: period.B ?? 0 }} />
            </span>
            <span>
              <span css={visuallyHidden}>{away} </span>
              {period.B ?? 0}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
