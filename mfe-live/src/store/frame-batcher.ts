/**
 * Holds feed messages until the next animation frame and hands them over in one batch, so the
 * store changes (and React renders) at most once per frame however fast the feed is.
 */
import type { FeedMessage } from '@sportsbook/contracts';

export type ScheduleFrame = (callback: () => void) => void;

/** Browsers pause animation frames in background tabs; past this many messages the batch goes in at once. */
export const MAX_QUEUED_MESSAGES = 5000;

export const animationFrame: ScheduleFrame = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
};

export interface FrameBatcher {
  push(messages: readonly FeedMessage[]): void;
}

export function createFrameBatcher(
  flush: (messages: FeedMessage[]) => void,
  schedule: ScheduleFrame = animationFrame,
): FrameBatcher {
  let queue: FeedMessage[] = [];
  let scheduled = false;
  const flushQueue = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    flush(batch);
  };
  return {
    push(messages) {
      if (messages.length === 0) return;
      queue.push(...messages);
      if (queue.length >= MAX_QUEUED_MESSAGES) {
        flushQueue();
        return;
      }
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        flushQueue();
      });
    },
  };
}
