import { CacheProvider } from '@emotion/react';
import { CONTENT_PAGE_SLUGS } from '@sportsbook/contracts';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from '@sportsbook/routing';
import type { Embedding } from './embedded/embedding';
import { Layout } from './layout/layout';
import { redirectForUnknownLocale } from './locale';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PAGE_ROUTES } from './pages/page-routes';
import { PromotionsPage } from './pages/promotions-page';
import { StatusPage } from './pages/status-page';
import { VIRTUAL_GAME_ROUTES } from './navigation/virtual-games';
import { VirtualsPage } from './pages/virtuals-page';
import { styleCache } from './theme/style-cache';
import { ThemeStyles } from './theme/theme-styles';

/** The operator's information pages load when one is opened: no first paint of the book needs them. */
const ContentPage = lazy(() => import('./pages/content-page').then((module) => ({ default: module.ContentPage })));

function LocaleGuard() {
  const { pathname, search } = useLocation();
  const target = redirectForUnknownLocale(pathname);
  if (target) return <Navigate to={`${target}${search}`} replace />;
  return <NotFoundPage />;
}

export function App({ themeQuery, embedding }: { themeQuery: string | null; embedding: Embedding }) {
  return (
    <CacheProvider value={styleCache}>
      <BrowserRouter>
        <ThemeStyles query={themeQuery} />
        <Routes>
          <Route path="/:locale" element={<Layout embedding={embedding} />}>
            <Route index element={<HomePage />} />
            {/* Static game routes outrank sports/* in react-router's ranking, so they keep precedence. */}
            {VIRTUAL_GAME_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<VirtualsPage provider={route.provider} />} />
            ))}
            {PAGE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="promotions" element={<PromotionsPage />} />
            {CONTENT_PAGE_SLUGS.map((slug) => (
              <Route
                key={slug}
                path={slug}
                element={
                  <Suspense fallback={null}>
                    <ContentPage slug={slug} />
                  </Suspense>
                }
              />
            ))}
            <Route path="maintenance" element={<StatusPage kind="maintenance" />} />
            <Route path="blocked" element={<StatusPage kind="blocked" />} />
            <Route path="*" element={<LocaleGuard />} />
          </Route>
          <Route path="*" element={<LocaleGuard />} />
        </Routes>
      </BrowserRouter>
    </CacheProvider>
  );
}
