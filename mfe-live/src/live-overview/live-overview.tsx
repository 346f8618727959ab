import { css } from '@emotion/react';
import type { DesktopLiveFilters, EuroMarketSelection, MobileLiveFilters } from '@sportsbook/contracts';
import { Button, EmptyState, ErrorState, LoadingState, color, mq, useIsDesktop, useRowsInSlices } from '@sportsbook/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { NavLink, useParams } from '@sportsbook/routing';
import { DesktopFilters } from '../filters/desktop-filters';
import { filterTree } from '../filters/filter-tree';
import {
  ALL_SELECTED,
  NO_MOBILE_FILTERS,
  eventPlace,
  matchesDesktopFilters,
  matchesMobileFilters,
  selectEuroMarket,
} from '../filters/live-filters';
import { MobileFilters } from '../filters/mobile-filters';
import { useLive, useLiveBook } from '../live-book/use-live-book';
import { useLiveList } from '../live-book/use-live-list';
import { useLocale } from '../live-book/use-locale';
import { liveSportPath } from '../live-event/live-event-path';
import { marketColumnKey, marketColumnOptions } from '../markets/main-market';
import type { LiveEventEntity } from '../store/live-data';
import { FeedStatusNotice } from './feed-status-notice';
import { BOTS_GROUP, LIVE_PAGE_SIZE, groupEvents, sportSegment, sportTabs } from './group-events';
import { LiveEventRow } from './live-event-row';

// Side by side only where the shell's centre column is wide enough for both.
const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  ${mq.wide} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const tabs = css`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 4px;
  ${mq.desktop} {
    flex-wrap: wrap;
  }
  ${mq.wide} {
    grid-column: 1 / -1;
  }
  & a {
    flex: none;
    padding: 8px 12px;
    border-radius: 16px;
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    background: ${color('selected')};
    color: ${color('selectedText')};
  }
  & a:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const sportBox = css`
  background: ${color('surface')};
  border-radius: 8px;
  overflow: hidden;
  & h2 {
    margin: 0;
    padding: 10px 12px;
    font-size: 16px;
  }
  & h3 {
    margin: 0;
    padding: 6px 12px;
    font-size: 13px;
    color: ${color('textMuted')};
    background: ${color('surfaceRaised')};
  }
`;

const side = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  align-content: start;
  & select {
    width: 100%;
    min-width: 0;
    min-height: 40px;
    font: inherit;
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    border: 1px solid ${color('border')};
    border-radius: 6px;
    padding: 0 8px;
  }
`;

const main = css`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

function useEventsInView(sport: string | undefined): LiveEventEntity[] {
  const book = useLiveBook();
  // The list follows the book in a deferred pass: when the snapshot lands, the page re-renders at once
  // with the list it had and the new rows render interruptibly, not in one task that blocks a phone.
  const order = useDeferredValue(useLive((state) => state.order));
  // Paths, slugs and sports never change for an event, so the list is rebuilt only when events come or go.
  return useMemo(() => {
    const { events } = book.store.getState();
    return order
      .map((id) => events.get(id))
      .filter((event): event is LiveEventEntity => event !== undefined && (!sport || sportSegment(event) === sport));
  }, [book, order, sport]);
}

/** The filters at this size, and the filtered events paged by LIVE_PAGE_SIZE (paging restarts when filters change). */
function useFilteredEvents(events: LiveEventEntity[]) {
  const isDesktop = useIsDesktop();
  const [desktopFilters, setDesktopFilters] = useState<DesktopLiveFilters>(ALL_SELECTED);
  const [mobileFilters, setMobileFilters] = useState<MobileLiveFilters>(NO_MOBILE_FILTERS);
  const viewKey = JSON.stringify(isDesktop ? desktopFilters : mobileFilters);
  const [paging, setPaging] = useState({ viewKey, pages: 1 });
  const pages = paging.viewKey === viewKey ? paging.pages : 1;
  const filtered = useMemo(
    () =>
      events.filter((event) => {
        const place = eventPlace(event.eventPaths);
        return isDesktop ? matchesDesktopFilters(desktopFilters, place) : matchesMobileFilters(mobileFilters, place);
      }),
    [events, isDesktop, desktopFilters, mobileFilters],
  );
  const shown = useMemo(() => filtered.slice(0, pages * LIVE_PAGE_SIZE), [filtered, pages]);
  const showMore = () => setPaging({ viewKey, pages: pages + 1 });
  return { isDesktop, desktopFilters, setDesktopFilters, mobileFilters, setMobileFilters, filtered, shown, showMore };
}

/** The in-play overview of spec §2 live/sport/ and live/sport/{id}-{CODE}. */
export function LiveOverview() {
  const { t } = useTranslation('live');
  const { sport } = useParams();
  const book = useLiveBook();
  const { status, retry } = useLiveList();
  const allEvents = useEventsInView(undefined);
  const events = useEventsInView(sport);
  const { isDesktop, desktopFilters, setDesktopFilters, mobileFilters, setMobileFilters, filtered, shown, showMore } =
    useFilteredEvents(events);
  const tree = useMemo(() => filterTree(events), [events]);
  const rendered = useRowsInSlices(shown.length);
  const groups = useMemo(() => groupEvents(shown.slice(0, rendered)), [shown, rendered]);
  const columns = useMemo(
    () =>
      marketColumnOptions(
        book.store.getState(),
        events.map((e) => e.id),
      ),
    [book, events],
  );
  const marketColumn: EuroMarketSelection | null = mobileFilters.selectedEuroMarket;

  const arriving = useLive((state) => state.order.length > 0);
  if ((status === 'loading' || arriving) && allEvents.length === 0) return <LoadingState label={t('loading')} />;
  if (status === 'error' && allEvents.length === 0) {
    return (
      <ErrorState onRetry={retry} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }

  return (
    <section css={layout} aria-label={t('live-betting')}>
      <SportTabs allEvents={allEvents} />
      <div css={side}>
        {isDesktop ? (
          <DesktopFilters tree={tree} filters={desktopFilters} onChange={setDesktopFilters} />
        ) : (
          <MobileFilters tree={tree} filters={mobileFilters} onChange={setMobileFilters} />
        )}
        <MarketColumnPicker columns={columns} filters={mobileFilters} onChange={setMobileFilters} />
      </div>
      <div css={main}>
        <FeedStatusNotice />
        {shown.length === 0 ? (
          <EmptyState>{t('no-events')}</EmptyState>
        ) : (
          <EventGroups groups={groups} marketColumn={marketColumn} filling={rendered < shown.length} />
        )}
        {filtered.length > shown.length && (
          <Button onClick={showMore}>
            {t('show-more', { count: Math.min(LIVE_PAGE_SIZE, filtered.length - shown.length) })}
          </Button>
        )}
      </div>
    </section>
  );
}

function SportTabs({ allEvents }: { allEvents: LiveEventEntity[] }) {
  const { t } = useTranslation('live');
  const locale = useLocale();
  return (
    <nav css={tabs} aria-label={t('sports')}>
      <NavLink to={liveSportPath(locale)} end>
        {t('all-sports')} ({allEvents.length})
      </NavLink>
      {sportTabs(allEvents).map((tab) => (
        <NavLink key={tab.segment} to={liveSportPath(locale, tab.segment)}>
          {tab.title} ({tab.count})
        </NavLink>
      ))}
    </nav>
  );
}

/** The market shown in each row's column: the event's main market unless the player picks another. */
function MarketColumnPicker({
  columns,
  filters,
  onChange,
}: {
  columns: ReturnType<typeof marketColumnOptions>;
  filters: MobileLiveFilters;
  onChange: (filters: MobileLiveFilters) => void;
}) {
  const { t } = useTranslation('live');
  return (
    <select
      aria-label={t('market')}
      value={marketColumnKey(filters.selectedEuroMarket)}
      onChange={(e) => onChange(selectEuroMarket(filters, columns.find((c) => marketColumnKey(c) === e.target.value) ?? null))}
    >
      <option value="">{t('main-market')}</option>
      {columns.map((column) => (
        <option key={marketColumnKey(column)} value={marketColumnKey(column)}>
          {column.label}
        </option>
      ))}
    </select>
  );
}

/** Rows a desktop's first screen can hold (800 px at 67 px a row): they are always rendered. */
const FIRST_SCREEN_ROWS = 12;

/** Events by sport, then competition and league, as the feed orders them. */
function EventGroups({
  groups,
  marketColumn,
  filling,
}: {
  groups: ReturnType<typeof groupEvents>;
  marketColumn: EuroMarketSelection | null;
  /** Rows still being added after the first screen: the list says so until it is whole. */
  filling: boolean;
}) {
  const { t } = useTranslation('live');
  let index = 0;
  return (
    <ul css={list} aria-label={t('live-events')} aria-busy={filling}>
      {groups.map((group) => (
        <li key={group.key} css={sportBox}>
          <h2>{group.key === BOTS_GROUP ? t('bots') : group.title}</h2>
          {group.competitions.map((competition) =>
            competition.leagues.map((league) => (
              <section
                key={`${competition.id}-${league.id}`}
                aria-label={[competition.title, league.title].filter(Boolean).join(' · ')}
              >
                <h3>{[competition.title, league.title].filter(Boolean).join(' · ')}</h3>
                <ul>
                  {league.eventIds.map((id) => (
                    <LiveEventRow key={id} eventId={id} marketColumn={marketColumn} firstScreen={index++ < FIRST_SCREEN_ROWS} />
                  ))}
                </ul>
              </section>
            )),
          )}
        </li>
      ))}
    </ul>
  );
}
