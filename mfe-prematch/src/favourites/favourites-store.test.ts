import { FAVOURITES_STORAGE_KEY, favouritesStore, resetFavouritesStore } from './favourites-store';

beforeEach(() => {
  resetFavouritesStore();
  localStorage.clear();
});

const ids = () => favouritesStore.getState().items.map((item) => item.id);

it('toggles an event in and out', () => {
  favouritesStore.getState().toggle(5);
  favouritesStore.getState().toggle(6);
  expect(ids()).toEqual([5, 6]);
  favouritesStore.getState().toggle(5);
  expect(ids()).toEqual([6]);
});

it('sets a list without duplicates and clears it', () => {
  favouritesStore.getState().set([1, 2, 2, 3]);
  expect(ids()).toEqual([1, 2, 3]);
  favouritesStore.getState().clear();
  expect(ids()).toEqual([]);
});

it('persists items under favouriteEvents, version 1', () => {
  favouritesStore.getState().toggle(42);
  expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null')).toEqual({
    state: { items: [{ id: 42 }] },
    version: 1,
  });
});

it('restores persisted items on rehydration', async () => {
  localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ state: { items: [{ id: 9 }] }, version: 1 }));
  await favouritesStore.persist.rehydrate();
  expect(ids()).toEqual([9]);
});
