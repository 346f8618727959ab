/** Spec §9 streaming: which live events get a stream tab. */
import type { SportCode } from '@sportsbook/contracts';
import type { StreamCheck } from '../api-calls/event-stream';

export const STREAMING_SPORT_CODES: readonly string[] = ['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI'];
const SPONSORED_FEED = /BG:MATCH|OD:MATCH/;

export const isSponsoredStreamFeed = (feedId: string): boolean => SPONSORED_FEED.test(feedId);

/** An event the provider streams: a streaming-capable sport code, or a sponsored-stream feed on one of its markets. */
export function hasStream(event: { sportCode: SportCode; liveStreaming?: boolean }, feedIds: readonly string[]): boolean {
  if (event.liveStreaming !== true) return false;
  return STREAMING_SPORT_CODES.includes(event.sportCode) || feedIds.some(isSponsoredStreamFeed);
}

/** What the stream tab shows, from the event's state, the API's answer and the frame's progress. */
export type StreamView = 'ended' | 'checking' | 'unavailable' | 'failed' | 'loading' | 'playing';
export type StreamFrame = 'loading' | 'loaded' | 'timed-out';

export function streamView(finished: boolean, check: StreamCheck | 'checking', frame: StreamFrame): StreamView {
  if (finished) return 'ended';
  if (check !== 'available') return check;
  if (frame === 'timed-out') return 'failed';
  return frame === 'loaded' ? 'playing' : 'loading';
}
