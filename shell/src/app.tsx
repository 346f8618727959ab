import { Global, css } from '@emotion/react';
import { paletteVariables } from '@sportsbook/ui';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './layout/layout';
import { redirectForUnknownLocale } from './locale';
import { HomePage } from './pages/home-page';
import { JackpotPage } from './pages/jackpot-page';
import { LivePage } from './pages/live-page';
import { NotFoundPage } from './pages/not-found-page';
import { SportsPage } from './pages/sports-page';
import { VirtualsPage, VIRTUAL_GAME_ROUTES } from './pages/virtuals-page';

const globalStyles = css`
  :root {
    ${Object.entries(paletteVariables('dark'))
      .map(([k, v]) => `${k}: ${v};`)
      .join('\n')}
  }
  @media (prefers-color-scheme: light) {
    :root {
      ${Object.entries(paletteVariables('light'))
        .map(([k, v]) => `${k}: ${v};`)
        .join('\n')}
    }
  }
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

export function App() {
  return (
    <BrowserRouter>
      <Global styles={globalStyles} />
      <Routes>
        <Route path="/:locale" element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="sports" element={<SportsPage />} />
          <Route path="live/sport" element={<LivePage />} />
          <Route path="jackpot" element={<JackpotPage />} />
          {VIRTUAL_GAME_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<VirtualsPage provider={route.provider} />} />
          ))}
          <Route path="*" element={<LocaleGuard />} />
        </Route>
        <Route path="*" element={<LocaleGuard />} />
      </Routes>
    </BrowserRouter>
  );
}
