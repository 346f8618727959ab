import { initI18n, addTranslations } from '@sportsbook/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetCatalogueStore } from '../catalogue/catalogue-store';
import { resetRaceToStore } from '../coupon/race-to-store';
import { resetPrematchSettingsStore } from '../settings/prematch-settings-store';
import { resetFavouritesStore } from '../favourites/favourites-store';
import { prematchTranslations } from '../i18n/translations';
import { resetOddsConfigStore } from '../odds/odds-config-store';

type Handler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;

/** What the page loads once besides its events, answered as a brand without margins or coupon layout would. */
const brandDefaults: Handler = (url) => {
  if (url.pathname.startsWith('/xapi/rest/oddsLadderAndMargins/')) return { body: { margins: [], odds: '' } };
  if (url.pathname === '/api/all_cached_settings') return { body: {} };
  return undefined;
};

/** Answers fetch at the network edge: each call goes to the first handler that answers, else 404. */
export function answerApi(...handlers: Handler[]): jest.Mock {
  const mock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    for (const handler of [...handlers, brandDefaults]) {
      const answer = handler(url, init);
      if (answer) {
        const status = answer.status ?? 200;
        return { ok: status < 400, status, json: () => Promise.resolve(answer.body) };
      }
    }
    return { ok: false, status: 404, json: () => Promise.resolve({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }) };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function resetPrematch(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sportsbook.bus')];
  resetCatalogueStore();
  resetRaceToStore();
  resetPrematchSettingsStore();
  resetFavouritesStore();
  resetOddsConfigStore();
  localStorage.clear();
}

/** Renders under the locale and the mount points the shell uses (sports/*, events/*). */
export function renderAt(path: string, element: ReactElement): RenderResult {
  initI18n('en');
  addTranslations('prematch', prematchTranslations);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/sports/*" element={element} />
        <Route path="/:locale/events/*" element={element} />
        <Route path="/:locale/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
