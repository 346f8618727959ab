import type { FeedMessage } from '@sportsbook/contracts';
import { MAX_QUEUED_MESSAGES, createFrameBatcher } from './frame-batcher';

it('hands every message received within a frame over in one batch, once per frame', () => {
  const frames: Array<() => void> = [];
  const flush = jest.fn();
  const batcher = createFrameBatcher(flush, (callback) => frames.push(callback));
  const pong: FeedMessage = { t: 'pong' };
  batcher.push([pong, pong]);
  batcher.push([pong]);
  batcher.push([]);
  expect(frames).toHaveLength(1);
  expect(flush).not.toHaveBeenCalled();
  frames[0]?.();
  expect(flush).toHaveBeenCalledWith([pong, pong, pong]);
  batcher.push([pong]);
  expect(frames).toHaveLength(2);
  frames[1]?.();
  expect(flush).toHaveBeenCalledTimes(2);
});

it('does not let messages pile up while frames are paused in a background tab', () => {
  const flush = jest.fn();
  const batcher = createFrameBatcher(flush, () => undefined);
  const pong: FeedMessage = { t: 'pong' };
  batcher.push(Array.from({ length: MAX_QUEUED_MESSAGES - 1 }, () => pong));
  expect(flush).not.toHaveBeenCalled();
  batcher.push([pong]);
  expect(flush).toHaveBeenCalledTimes(1);
  expect(flush.mock.calls[0]?.[0]).toHaveLength(MAX_QUEUED_MESSAGES);
});
