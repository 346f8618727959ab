import { Global, css } from '@emotion/react';
import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@sportsbook/routing';
import { initI18n } from './i18n';
import { fetchOperatorSettings } from './operator-settings';
import { resolveThemePreference, themeRootCss } from './theme';

const theme = () => resolveThemePreference(new URLSearchParams(window.location.search).get('theme'), 'dark');

const pageStyles = () => css`
  ${themeRootCss(theme())}
  body {
    margin: 0;
    padding: 16px;
    background: var(--sb-background);
    color: var(--sb-text);
    font-family: system-ui, sans-serif;
  }
`;

/**
 * A remote's own dev page: a stand-in for everything the shell normally provides (router under a
 * locale prefix, i18next, the bus topics a remote reads at start-up, theme variables, `?theme=dark|light|system`) so a team can
 * run and debug its remote alone. Bus traffic is logged to the console.
 */
export function renderStandalone(remoteName: string, children: ReactNode): void {
  const bus = getBus();
  initI18n('en');
  bus.setState('locale', { locale: 'en' });
  bus.setState('odds-format', { format: 'euro' });
  bus.setState('session', LOGGED_OUT);
  bus.setState('wallet/balance', null);
  // What the shell would publish: the operator settings, or null when the API is not there.
  fetchOperatorSettings(LOGGED_OUT.currency).then(
    (settings) => bus.setState('settings', settings),
    () => bus.setState('settings', null),
  );
  for (const name of ['betslip/add-selection', 'betslip/toggle', 'login/requested', 'toast/show'] as const) {
    bus.on(name, (payload) => console.info(`[${remoteName} standalone] ${name}`, payload));
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <BrowserRouter>
      <Global styles={pageStyles()} />
      <Routes>
        <Route path="/:locale/*" element={<main aria-label={`${remoteName} standalone`}>{children}</main>} />
        <Route path="*" element={<Navigate to="/en/" replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
