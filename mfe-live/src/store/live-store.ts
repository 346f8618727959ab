/** The page's one live book: a zustand vanilla store fed by the feed client and the HTTP loads. */
import type { FeedMessage, SportEvent } from '@sportsbook/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyFeedMessages, loadEvents, removeFinishedBefore } from './apply-feed-messages';
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

export type LiveStore = StoreApi<LiveState> & { actions: LiveActions };

export function createLiveStore(now: () => number = Date.now): LiveStore {
  const store = createStore<LiveState>(() => ({ ...EMPTY_LIVE_DATA, feedStatus: 'connecting' }));
  const update = (next: (data: LiveData) => LiveData) =>
    store.setState((state) => {
      const data = next(state);
      return data === state ? state : { ...data, feedStatus: state.feedStatus };
    }, true);
  const actions: LiveActions = {
    apply: (messages) => update((data) => applyFeedMessages(data, messages, now())),
    load: (events, wholeBook) => update((data) => loadEvents(data, events, now(), wholeBook)),
    removeFinished: (cutoff) => update((data) => removeFinishedBefore(data, cutoff)),
    setFeedStatus: (feedStatus) => {
      if (store.getState().feedStatus !== feedStatus) store.setState({ feedStatus });
    },
  };
  return Object.assign(store, { actions });
}
