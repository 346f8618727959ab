import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** Spec §3 Favourite events: persisted under this key and version. */
export const FAVOURITES_STORAGE_KEY = 'favouriteEvents';
const FAVOURITES_VERSION = 1;

interface FavouritesState {
  items: Array<{ id: number }>;
  toggle: (id: number) => void;
  set: (ids: readonly number[]) => void;
  clear: () => void;
}

export const favouritesStore = createStore<FavouritesState>()(
  persist(
    (set) => ({
      items: [],
      toggle: (id) =>
        set((state) => ({
          items: state.items.some((item) => item.id === id)
            ? state.items.filter((item) => item.id !== id)
            : [...state.items, { id }],
        })),
      set: (ids) => set({ items: [...new Set(ids)].map((id) => ({ id })) }),
      clear: () => set({ items: [] }),
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      version: FAVOURITES_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

export const resetFavouritesStore = (): void => favouritesStore.getState().clear();

export function useFavouriteIds(): number[] {
  const items = useStore(favouritesStore, (state) => state.items);
  return useMemo(() => items.map((item) => item.id), [items]);
}

export const useIsFavourite = (id: number): boolean =>
  useStore(favouritesStore, (state) => state.items.some((item) => item.id === id));

export const toggleFavourite = (id: number): void => favouritesStore.getState().toggle(id);
