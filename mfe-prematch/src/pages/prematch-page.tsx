import { PSEUDO_SPORT } from '@sportsbook/contracts';
import { Navigate, Route, Routes, useMatch, useParams } from '@sportsbook/routing';
import { LoadingState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Suspense, lazy } from 'react';
import { CalendarPage } from './calendar-page';
import { NotFound } from './not-found';
import { SportPage } from './sport-page';
import { pseudoSportHref } from '../routing/paths';
import { useBrandPricing } from '../settings/use-brand-pricing';

// An event's page (its market tabs and search) loads when one is opened, not with the coupon.
const EventPage = lazy(() =>
  import(/* webpackChunkName: "event-page" */ '../event/event-page').then((m) => ({ default: m.EventPage })),
);

/*
 * The calendar (/sports) and a sport's coupon are what players open first; the other lists load when
 * opened, in one chunk, so the first page of the remote carries only its own.
 */
const FixturesPage = lazy(() =>
  import(/* webpackChunkName: "sports-lists" */ './fixtures-page').then((m) => ({ default: m.FixturesPage })),
);
const CompetitionsPage = lazy(() =>
  import(/* webpackChunkName: "sports-lists" */ './competitions-page').then((m) => ({ default: m.CompetitionsPage })),
);
const OutrightsPage = lazy(() =>
  import(/* webpackChunkName: "sports-lists" */ './outrights-page').then((m) => ({ default: m.OutrightsPage })),
);
const FavouritesPage = lazy(() =>
  import(/* webpackChunkName: "sports-lists" */ '../favourites/favourites-page').then((m) => ({ default: m.FavouritesPage })),
);
const HomepagePage = lazy(() =>
  import(/* webpackChunkName: "sports-lists" */ '../home/homepage-page').then((m) => ({ default: m.HomepagePage })),
);

function SportsRoutes() {
  const { locale = 'en' } = useParams();
  const { t } = useTranslation('prematch');
  return (
    <Suspense fallback={<LoadingState label={t('loading-events')} />}>
      <Routes>
        <Route index element={<CalendarPage />} />
        <Route path="fixtures" element={<FixturesPage />} />
        <Route path="competitions" element={<CompetitionsPage />} />
        <Route path="outrights" element={<OutrightsPage />} />
        <Route path={String(PSEUDO_SPORT.favourites)} element={<FavouritesPage />} />
        <Route path={String(PSEUDO_SPORT.homepage)} element={<HomepagePage />} />
        <Route
          path={String(PSEUDO_SPORT.jackpot)}
          element={<Navigate to={pseudoSportHref(locale, PSEUDO_SPORT.jackpot)} replace />}
        />
        <Route path=":sportKey" element={<SportPage />} />
        <Route path=":sportKey/:countryKey" element={<SportPage />} />
        <Route path=":sportKey/:countryKey/:leagueKey" element={<SportPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

function EventRoutes() {
  const { t } = useTranslation('prematch');
  return (
    <Suspense fallback={<LoadingState label={t('loading-event')} />}>
      <Routes>
        <Route path=":eventKey" element={<EventPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Every prematch page. The shell mounts this for /:locale/sports/* and /:locale/events/*; the
 * routes below are relative to whichever of the two matched.
 */
export function PrematchPage() {
  const onEvents = useMatch('/:locale/events/*') !== null;
  useBrandPricing();
  return onEvents ? <EventRoutes /> : <SportsRoutes />;
}
