import { PSEUDO_SPORT } from '@sportsbook/contracts';
import { Navigate, Route, Routes, useMatch, useParams } from '@sportsbook/routing';
import { LoadingState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Suspense, lazy } from 'react';
import { FavouritesPage } from './favourites/favourites-page';
import { HomepagePage } from './home/homepage-page';
import { CalendarPage } from './pages/calendar-page';
import { CompetitionsPage } from './pages/competitions-page';
import { FixturesPage } from './pages/fixtures-page';
import { NotFound } from './pages/not-found';
import { OutrightsPage } from './pages/outrights-page';
import { SportPage } from './pages/sport-page';
import { pseudoSportHref } from './routing/paths';
import { useBrandPricing } from './settings/use-brand-pricing';

// An event's page (its market tabs and search) loads when one is opened, not with the coupon.
const EventPage = lazy(() =>
  import(/* webpackChunkName: "event-page" */ './event/event-page').then((m) => ({ default: m.EventPage })),
);

function SportsRoutes() {
  const { locale = 'en' } = useParams();
  return (
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
