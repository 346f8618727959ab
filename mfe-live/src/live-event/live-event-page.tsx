import { css } from '@emotion/react';
import { isAbortError } from '@sportsbook/http';
import { Button, EmptyState, ErrorState, LoadingState, Tabs, color, tabPanelProps } from '@sportsbook/ui';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { useShallow } from 'zustand/shallow';
import { getEventsByIds } from '../api-calls/events-by-ids';
import { eventTopic } from '../live-book/use-event-topic-on-screen';
import { useFeedTopics, useLive, useLiveBook, useLiveEvent } from '../live-book/use-live-book';
import { useLocale } from '../live-book/use-locale';
import { MarketOdds } from '../markets/market-odds';
import { FeedStatusNotice } from '../live-overview/feed-status-notice';
import { ScoreboardView } from '../scoreboard/scoreboard-view';
import { isEventFinished } from '../scoreboard/scoreboard';
import { LAZY_MARKETS_THRESHOLD, marketsToRender, shownMarketIds } from './event-markets';
import { eventIdFromSegment, liveSportPath } from './live-event-path';
import { StreamPanel } from './stream-panel';
import { eventTabs, initialTracker, selectTab, type EventTab } from './tracker';
import { TrackerPanel } from './tracker-panel';
import { useTrackerTimeline } from './use-tracker-timeline';

// minmax(0, 1fr): a long outcome name shrinks into its button instead of widening the page past a phone's screen.
const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  & h1 {
    margin: 0;
    font-size: 20px;
  }
`;

const back = css`
  color: ${color('accent')};
`;

const marketBox = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 10px 12px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  & h2 {
    margin: 0;
    font-size: 14px;
  }
`;

const finishedBanner = css`
  padding: 10px 12px;
  border-radius: 8px;
  background: ${color('surfaceRaised')};
  font-weight: 700;
`;

type LoadStatus = 'loading' | 'error' | 'ready';

/** Fetches the event when it was opened by link; the feed's event snapshot keeps it current afterwards. */
function useEventLoad(eventId: number | null): { status: LoadStatus; retry: () => void } {
  const book = useLiveBook();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useFeedTopics(eventId === null ? [] : [eventTopic(eventId)]);
  useEffect(() => {
    if (eventId === null) return;
    const controller = new AbortController();
    setStatus(book.store.getState().events.has(eventId) ? 'ready' : 'loading');
    getEventsByIds([eventId], controller.signal).then(
      (events) => {
        book.store.actions.load(events, false);
        setStatus('ready');
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('[live] the event could not be loaded', error);
        setStatus(book.store.getState().events.has(eventId) ? 'ready' : 'error');
      },
    );
    return () => controller.abort();
  }, [book, eventId, attempt]);
  return { status, retry: () => setAttempt((n) => n + 1) };
}

/** The live event page of spec §2 live/{slug}: scoreboard, every market with live prices, tracker and stream. */
export function LiveEventPage() {
  const { t } = useTranslation('live');
  const eventId = eventIdFromSegment(useParams().eventSegment);
  const { status, retry } = useEventLoad(eventId);
  const event = useLive((state) => (eventId === null ? undefined : state.events.get(eventId)));
  const marketIds = useLive(useShallow((state) => (eventId === null ? [] : shownMarketIds(state, eventId))));
  const feedIds = useLive(useShallow((state) => marketIds.map((id) => state.markets.get(id)?.feedId ?? '')));
  // Kept here, so the markets stay expanded when the player comes back from the tracker or the stream.
  const [expanded, setExpanded] = useState(false);
  const [tracker, setTracker] = useState(() => initialTracker(eventId ?? 0));
  const timeline = useTrackerTimeline(eventId ?? 0);
  const tabs = useMemo<EventTab[]>(() => eventTabs(event, feedIds), [event, feedIds]);

  if (!event)
    return <EventUnavailable missing={eventId === null || status === 'ready'} error={status === 'error'} retry={retry} />;
  const active = tabs.includes(tracker.activeTab) ? tracker.activeTab : 'markets';
  const idPrefix = `live-${event.id}`;
  return (
    <article css={page} aria-labelledby={`${idPrefix}-title`}>
      <BackToLive />
      <h1 id={`${idPrefix}-title`}>{event.description}</h1>
      <FeedStatusNotice />
      <ScoreboardView event={event} />
      {isEventFinished(event) && (
        <p css={finishedBanner} role="status">
          {t('event-finished')}
        </p>
      )}
      <Tabs
        tabs={tabs.map((tab) => ({ id: tab, label: t(`tab-${tab}`) }))}
        active={active}
        idPrefix={idPrefix}
        label={t('event-sections')}
        onSelect={(tab) => setTracker((s) => selectTab(s, tab, tabs))}
      />
      <div {...tabPanelProps(idPrefix, active)}>
        {active === 'markets' && (
          <EventMarkets
            marketIds={marketIds}
            eventId={event.id}
            eventDescription={event.description}
            expanded={expanded}
            onExpand={() => setExpanded(true)}
          />
        )}
        {active === 'tracker' && <TrackerPanel event={event} changes={timeline.changes} />}
        {active === 'stream' && <StreamPanel event={event} />}
      </div>
    </article>
  );
}

function BackToLive() {
  const { t } = useTranslation('live');
  return (
    <Link css={back} to={liveSportPath(useLocale())}>
      {t('back-to-live')}
    </Link>
  );
}

/** An event the feed does not have: gone from play, still loading, or not loaded. */
function EventUnavailable({ missing, error, retry }: { missing: boolean; error: boolean; retry: () => void }) {
  const { t } = useTranslation('live');
  if (missing)
    return (
      <div css={page}>
        <BackToLive />
        <EmptyState>{t('event-not-live')}</EmptyState>
      </div>
    );
  return error ? (
    <ErrorState onRetry={retry} retryLabel={t('retry')}>
      {t('event-error')}
    </ErrorState>
  ) : (
    <LoadingState label={t('loading-event')} />
  );
}

/** The event's markets, the first LAZY_MARKETS_THRESHOLD at once and the rest on request. */
function EventMarkets({
  marketIds,
  eventId,
  eventDescription,
  expanded,
  onExpand,
}: {
  marketIds: number[];
  eventId: number;
  eventDescription: string;
  expanded: boolean;
  onExpand: () => void;
}) {
  const { t } = useTranslation('live');
  const rendered = marketsToRender(marketIds, expanded);
  if (marketIds.length === 0) return <EmptyState>{t('no-markets')}</EmptyState>;
  return (
    <div css={page}>
      {rendered.map((id) => (
        <MarketBox key={id} marketId={id} eventId={eventId} eventDescription={eventDescription} />
      ))}
      {rendered.length < marketIds.length && (
        <Button onClick={onExpand}>{t('more-markets', { count: marketIds.length - LAZY_MARKETS_THRESHOLD })}</Button>
      )}
    </div>
  );
}

/** One market of the event; memoised so a clock tick on the page does not re-render every market. */
const MarketBox = memo(function MarketBox({
  marketId,
  eventId,
  eventDescription,
}: {
  marketId: number;
  eventId: number;
  eventDescription: string;
}) {
  const description = useLiveEvent(eventId, (state) => state.markets.get(marketId)?.description ?? '');
  const headingId = `live-market-${marketId}`;
  return (
    <section css={marketBox} aria-labelledby={headingId}>
      <h2 id={headingId}>{description}</h2>
      <MarketOdds
        marketId={marketId}
        eventId={eventId}
        eventDescription={eventDescription}
        label={`${eventDescription}: ${description}`}
      />
    </section>
  );
});
