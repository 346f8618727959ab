/** The page's one live book: a zustand vanilla store fed by the feed client and the HTTP loads. */
import type { FeedMessage, SportEvent } from '@sportsbook/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyMessages, Draft, loadInto, removeFinishedIn } from './apply-feed-messages';
import { EMPTY_LIVE_DATA, type LiveData } from './live-data';

export type FeedStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveState extends LiveData {
  feedStatus: FeedStatus;
}

export interface LiveActions {
  apply(messages: readonly FeedMessage[]): void;
  load(events: readonly SportEvent[], wholeBook: boolean): void;
  removeFinished(cutoff: number): void;
  setFeedStatus(status: FeedStatus): void;
}

export type LiveStore = StoreApi<LiveState> & {
  actions: LiveActions;
  /**
   * Calls the listener after a change that touched this event, its markets or its outcomes. At full
   * feed load a batch moves a few dozen of two hundred events: a row listening here is checked only
   * when its own event moved, where a store-wide listener is checked on every batch.
   */
  subscribeToEvent(eventId: number, listener: () => void): () => void;
};

export function createLiveStore(now: () => number = Date.now): LiveStore {
  const store = createStore<LiveState>(() => ({ ...EMPTY_LIVE_DATA, feedStatus: 'connecting' }));
  const eventListeners = new Map<number, Set<() => void>>();
  const notify = ({ events, all }: Draft['touched']) => {
    const touched = all ? [...eventListeners.values()] : [...events].map((id) => eventListeners.get(id));
    for (const listeners of touched) listeners?.forEach((listener) => listener());
  };
  const update = (change: (draft: Draft) => void) => {
    const state = store.getState();
    const draft = new Draft(state);
    change(draft);
    if (!draft.changed) return;
    store.setState({ ...draft.data, feedStatus: state.feedStatus }, true);
    notify(draft.touched);
  };
  const actions: LiveActions = {
    apply: (messages) => update((draft) => applyMessages(draft, messages, now())),
    load: (events, wholeBook) => update((draft) => loadInto(draft, events, now(), wholeBook)),
    removeFinished: (cutoff) => update((draft) => removeFinishedIn(draft, cutoff)),
    setFeedStatus: (feedStatus) => {
      if (store.getState().feedStatus !== feedStatus) store.setState({ feedStatus });
    },
  };
  const subscribeToEvent = (eventId: number, listener: () => void) => {
    const listeners = eventListeners.get(eventId) ?? new Set();
    eventListeners.set(eventId, listeners.add(listener));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && eventListeners.get(eventId) === listeners) eventListeners.delete(eventId);
    };
  };
  return Object.assign(store, { actions, subscribeToEvent });
}
