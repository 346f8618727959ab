import { fakeApi, type ApiRoute } from '@sportsbook/http/testing';
import { initI18n, addTranslations } from '@sportsbook/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { resetCatalogueStore } from '../catalogue/catalogue-store';
import { resetRaceToStore } from '../coupon/race-to-store';
import { resetPrematchSettingsStore } from '../settings/prematch-settings-store';
import { resetFavouritesStore } from '../favourites/favourites-store';
import { prematchTranslations } from '../i18n/translations';
import { resetOddsConfigStore } from '../odds/odds-config-store';

/** What the page loads once besides its events, answered as a brand without margins or coupon layout would. */
const brandDefaults: ApiRoute = (url) => {
  if (url.pathname.startsWith('/xapi/rest/oddsLadderAndMargins/')) return { body: { margins: [], odds: '' } };
  if (url.pathname === '/api/all_cached_settings') return { body: {} };
  return undefined;
};

/** The test's API: each request goes to the first route that answers it, then the brand defaults, else 404. */
export const answerApi = (...routes: ApiRoute[]): ReturnType<typeof fakeApi> => fakeApi(...routes, brandDefaults);

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
