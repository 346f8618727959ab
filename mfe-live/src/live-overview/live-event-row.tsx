import { css } from '@emotion/react';
import type { EuroMarketSelection } from '@sportsbook/contracts';
import { color, composed, mq } from '@sportsbook/ui';
import { memo, useRef } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { visuallyHidden } from './visually-hidden';
import { useEventTopicOnScreen } from '../live-book/use-event-topic-on-screen';
import { useLiveEvent } from '../live-book/use-live-book';
import { useLocale } from '../live-book/use-locale';
import { liveEventPath } from '../live-event/live-event-path';
import { isFallbackMarket, mainMarketId } from '../markets/main-market';
import { MarketOdds } from '../markets/market-odds';
import { clockLine, headlineScore, isEventFinished, scoreboardKind, teamNames, tennisGameLine } from '../scoreboard/scoreboard';
import type { LiveEventEntity } from '../store/live-data';
import { RaceDistance, RaceLeaders } from '../racing/race-board';

/** A row's parts, styled through the row: each element with a `css` of its own costs emotion two more components, in every row. */
const PART = {
  clock: 'sb-live-clock',
  teams: 'sb-live-teams',
  extra: 'sb-live-extra',
  odds: 'sb-live-odds',
  balls: 'sb-live-balls',
  leaders: 'sb-live-leaders',
} as const;

/**
 * Contained (what content-visibility already gives the rows beyond the first screen): a price that
 * moves repaints its own row, not the whole list. At full feed load and 4× CPU the live page's
 * paint took 2.2 s of 8 with the page repainting every row each frame, 0.9 s contained.
 */
const row = css`
  contain: content;
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 4px 8px;
  padding: 10px 12px;
  align-items: center;
  border-bottom: 1px solid ${color('border')};
  ${mq.desktop} {
    grid-template-columns: 60px minmax(120px, 1fr) auto minmax(180px, 45%);
  }
  & > .${PART.clock} {
    color: ${color('danger')};
    font-weight: 700;
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
  & > .${PART.teams} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 8px;
    color: ${color('text')};
    text-decoration: none;
    &:focus-visible {
      outline: 2px solid ${color('accent')};
      outline-offset: 2px;
    }
    & > span:nth-of-type(odd) {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    & > span:nth-of-type(even) {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      text-align: right;
    }
  }
  & .${PART.extra} {
    font-size: 12px;
    color: ${color('textMuted')};
    text-align: right;
  }
  & > .${PART.odds} {
    grid-column: 1 / -1;
    ${mq.desktop} {
      grid-column: auto;
    }
  }
  & > .${PART.balls} {
    grid-column: 2 / 3;
    font-size: 12px;
    color: ${color('textMuted')};
    letter-spacing: 2px;
  }
  & > .${PART.leaders} {
    grid-column: 2 / -1;
    font-size: 12px;
    color: ${color('textMuted')};
  }
`;

/**
 * Rows off screen skip style, layout and paint: at full feed load their price changes otherwise
 * repainted the whole list every frame. Not the first screen's rows: the browser lays a
 * new row out at the placeholder height before it knows the row is on screen, and the page would
 * move when it does. The sizes are a row's usual height; a row rendered once keeps its own.
 */
const skippedOffScreen = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 113px;
  ${mq.desktop} {
    contain-intrinsic-size: auto 67px;
  }
`;

/** One live event of the overview; it re-renders only when this event, its main market or its prices change. */
export const LiveEventRow = memo(function LiveEventRow({
  eventId,
  marketColumn,
  firstScreen = true,
}: {
  eventId: number;
  marketColumn: EuroMarketSelection | null;
  /** On the list's first screen (or in a short list): always rendered. */
  firstScreen?: boolean;
}) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  useEventTopicOnScreen(ref, eventId);
  const event = useLiveEvent(eventId, (state) => state.events.get(eventId));
  if (!event) return null;
  const [home, away] = teamNames(event.description);
  const score = headlineScore(event);
  const finished = isEventFinished(event);
  const kind = scoreboardKind(event.sportCode);
  const race = kind === 'race';
  return (
    <li css={composed(row, !firstScreen && skippedOffScreen)} ref={ref} data-event-id={eventId} data-finished={finished}>
      <span className={PART.clock} data-testid="live-clock">
        {race && !finished ? <RaceDistance event={event} /> : clockLine(event, t('finished'))}
      </span>
      {/* Named by what it shows, teams and score (WCAG 2.5.3); the spaces keep them words apart. */}
      <Link className={PART.teams} to={liveEventPath(locale, event)}>
        {race ? (
          <span>{event.description}</span>
        ) : (
          <>
            <span>{home}</span> <span>{score?.A}</span> <span>{away}</span> <span>{score?.B}</span>
          </>
        )}
      </Link>
      <span className={PART.extra}>
        {kind === 'tennis' && <span data-testid="tennis-games">{tennisGameLine(event)}</span>}
        {event.liveOpenMarketCount !== undefined && event.liveOpenMarketCount > 0 && (
          <span>
            <span aria-hidden="true"> +{event.liveOpenMarketCount}</span>
            <span css={visuallyHidden}>{t('open-markets', { count: event.liveOpenMarketCount })}</span>
          </span>
        )}
      </span>
      {kind === 'cricket' && event.cricketOutcomes && event.cricketOutcomes.length > 0 && (
        <span className={PART.balls}>
          <span css={visuallyHidden}>{t('recent-balls')}: </span>
          {event.cricketOutcomes.join(' ')}
        </span>
      )}
      {race ? (
        // A field of runners does not fit a row: the leaders show here, the prices on the race's page.
        <span className={PART.leaders} data-testid="race-leaders">
          <RaceLeaders event={event} />
        </span>
      ) : (
        <div className={PART.odds}>{finished ? null : <RowMarket event={event} marketColumn={marketColumn} />}</div>
      )}
    </li>
  );
});

/** The row's market: the chosen column's, else the main one, named when it stands in for the missing one. */
function RowMarket({ event, marketColumn }: { event: LiveEventEntity; marketColumn: EuroMarketSelection | null }) {
  const { t } = useTranslation('live');
  const marketId = useLiveEvent(event.id, (state) => mainMarketId(state, event.id, marketColumn));
  const fallbackName = useLiveEvent(event.id, (state) =>
    isFallbackMarket(state, event.id, marketColumn, marketId) ? state.markets.get(marketId as number)?.description : undefined,
  );
  if (marketId === undefined) return <span className={PART.extra}>{t('no-markets')}</span>;
  return (
    <>
      {fallbackName && (
        <span className={PART.extra} data-testid="fallback-market">
          {fallbackName}
        </span>
      )}
      <MarketOdds marketId={marketId} eventId={event.id} eventDescription={event.description} />
    </>
  );
}
