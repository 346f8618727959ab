/**
 * The page's live book: one store and one feed connection shared by every live component (the
 * overview, the event page and the home widget), however many of them are mounted.
 */
import { FEED_PATH } from '@sportsbook/contracts';
import { FeedClient, feedUrl, type FeedSocket } from '../feed/feed-client';
import { animationFrame, createFrameBatcher, type ScheduleFrame } from '../store/frame-batcher';
import { createLiveStore, type LiveStore } from '../store/live-store';

/** Spec §4: a finished event is shown this long before it leaves the overview. */
export const FINISHED_DISPLAY_MS = 30_000;
const FINISHED_SWEEP_MS = 5_000;

export interface LiveBook {
  store: LiveStore;
  /** Keeps feed topics subscribed until the returned function is called. */
  retain(topics: readonly string[]): () => void;
  /** Runs after the feed reconnects, so lists fetched over HTTP can be fetched again. */
  onResync(listener: () => void): () => void;
}

export interface LiveBookOptions {
  url: string;
  connect: (url: string) => FeedSocket;
  scheduleFrame?: ScheduleFrame;
}

export function createLiveBook({ url, connect, scheduleFrame = animationFrame }: LiveBookOptions): LiveBook {
  const store = createLiveStore();
  const resyncListeners = new Set<() => void>();
  const batcher = createFrameBatcher((messages) => store.actions.apply(messages), scheduleFrame);
  const client = new FeedClient({
    url,
    connect,
    onMessages: (messages) => batcher.push(messages),
    onStatus: (status) => store.actions.setFeedStatus(status),
    onReconnected: () => resyncListeners.forEach((listener) => listener()),
  });
  let users = 0;
  let sweep: ReturnType<typeof setInterval> | undefined;
  return {
    store,
    retain(topics) {
      if (users++ === 0) {
        client.start();
        sweep = setInterval(() => store.actions.removeFinished(Date.now() - FINISHED_DISPLAY_MS), FINISHED_SWEEP_MS);
      }
      const release = client.retain(topics);
      return () => {
        release();
        if (--users === 0) {
          client.stop();
          clearInterval(sweep);
        }
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
  };
}

let pageBook: LiveBook | undefined;

/** The book of this page, connected to /feed on the page's own origin. */
export function pageLiveBook(): LiveBook {
  pageBook ??= createLiveBook({ url: feedUrl(window.location, FEED_PATH), connect: (url) => new WebSocket(url) as FeedSocket });
  return pageBook;
}
