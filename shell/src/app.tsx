import { Global, css } from '@emotion/react';
import { themeRootCss, type ThemePreference } from '@sportsbook/ui';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteModule } from './federation/remote-module';
import { Layout } from './layout/layout';
import { redirectForUnknownLocale } from './locale';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PromotionsPage } from './pages/promotions-page';
import { StatusPage } from './pages/status-page';
import { VirtualsPage, VIRTUAL_GAME_ROUTES } from './pages/virtuals-page';

const globalStyles = (theme: ThemePreference) => css`
  ${themeRootCss(theme)}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    background: var(--sb-background);
    color: var(--sb-text);
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      sans-serif;
    font-size: 15px;
    line-height: 1.4;
  }
  a {
    color: inherit;
  }
`;

function LocaleGuard() {
  const { pathname, search } = useLocation();
  const target = redirectForUnknownLocale(pathname);
  if (target) return <Navigate to={`${target}${search}`} replace />;
  return <NotFoundPage />;
}

const prematch = <RemoteModule id="mfe_prematch/PrematchPage" props={{}} />;

export function App({ theme, embedded }: { theme: ThemePreference; embedded: boolean }) {
  return (
    <BrowserRouter>
      <Global styles={globalStyles(theme)} />
      <Routes>
        <Route path="/:locale" element={<Layout embedded={embedded} />}>
          <Route index element={<HomePage />} />
          {/* Static game routes outrank sports/* in react-router's ranking, so they keep precedence. */}
          {VIRTUAL_GAME_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<VirtualsPage provider={route.provider} />} />
          ))}
          <Route path="sports/*" element={prematch} />
          <Route path="events/*" element={prematch} />
          <Route path="live/*" element={<RemoteModule id="mfe_live/LivePage" props={{}} />} />
          <Route path="open_bets" element={<RemoteModule id="mfe_betslip/MyBets" props={{ variant: 'page' }} />} />
          <Route path="account/*" element={<RemoteModule id="mfe_account/AccountPages" props={{}} />} />
          <Route path="jackpot/*" element={<RemoteModule id="mfe_jackpot/JackpotPage" props={{}} />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="maintenance" element={<StatusPage kind="maintenance" />} />
          <Route path="blocked" element={<StatusPage kind="blocked" />} />
          <Route path="*" element={<LocaleGuard />} />
        </Route>
        <Route path="*" element={<LocaleGuard />} />
      </Routes>
    </BrowserRouter>
  );
}
