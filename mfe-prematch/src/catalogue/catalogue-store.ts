import type { SportEvent } from '@sportsbook/contracts';
import { isAbortError } from '@sportsbook/http';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getEvents } from '../api-calls/events';

/** The largest page the events endpoint serves; the whole prematch book fits in two or three. */
const CATALOGUE_PAGE_SIZE = 500;
const MAX_PAGES = 10;

interface CatalogueState {
  /** Every prematch event without markets: the menu's tree, search and outrights come from it. */
  events: SportEvent[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const initial: CatalogueState = { events: [], status: 'idle' };

const catalogueStore = createStore<CatalogueState>(() => initial);

/**
 * Loads the prematch catalogue once per page. The API has no sports-tree endpoint, so the menu's
 * counts are derived from the events list itself (fetched without markets to stay small).
 */
export async function loadCatalogue(force = false): Promise<void> {
  const { status } = catalogueStore.getState();
  if (!force && (status === 'loading' || status === 'ready')) return;
  catalogueStore.setState({ status: 'loading' });
  try {
    const events: SportEvent[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const response = await getEvents({
        periodType: 'PRE_MATCH',
        includeMarkets: false,
        sortByEventpath: true,
        eventsPerPage: CATALOGUE_PAGE_SIZE,
        page,
      });
      events.push(...response.events);
      if (events.length >= response.totalCount || response.events.length === 0) break;
    }
    catalogueStore.setState({ events, status: 'ready' });
  } catch (error) {
    if (!isAbortError(error)) console.error('the sports catalogue could not be loaded', error);
    catalogueStore.setState({ status: 'error' });
  }
}

export const resetCatalogueStore = (): void => catalogueStore.setState(initial, true);

export const useCatalogueEvents = (): SportEvent[] => useStore(catalogueStore, (state) => state.events);
export const useCatalogueStatus = (): CatalogueState['status'] => useStore(catalogueStore, (state) => state.status);
