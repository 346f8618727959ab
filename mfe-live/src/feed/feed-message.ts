/**
 * Validation of the live feed (schemas in @sportsbook/contracts live-feed.ts). The feed crosses a
 * trust boundary: a malformed message is logged and dropped, never thrown into the store.
 */
import { feedMessageSchema, sportEventSchema, type FeedMessage, type SportEvent } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';

export type FeedLogger = Pick<Console, 'warn'>;

/** One WebSocket frame (a JSON array of messages) to its valid messages; the rest are logged and dropped. */
export function parseFeedFrame(raw: unknown, log: FeedLogger = console): FeedMessage[] {
  if (typeof raw !== 'string') {
    log.warn('[live feed] dropped a binary frame');
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    log.warn('[live feed] dropped a frame that is not JSON', raw.slice(0, 200));
    return [];
  }
  if (!Array.isArray(value)) {
    log.warn('[live feed] dropped a frame that is not an array of messages');
    return [];
  }
  return value.filter((message): message is FeedMessage => {
    if (v.is(feedMessageSchema, message)) return true;
    log.warn('[live feed] dropped a malformed message', message);
    return false;
  });
}

/** Events of an HTTP answer ({ events: [...] }); malformed ones are logged and left out. */
export function validEvents(payload: unknown, log: FeedLogger = console): SportEvent[] {
  if (!v.is(v.object({ events: v.array(v.unknown()) }), payload)) {
    log.warn('[live] dropped an answer without an events list');
    return [];
  }
  return payload.events.filter((event): event is SportEvent => {
    if (v.is(sportEventSchema, event)) return true;
    log.warn('[live] dropped a malformed event', event);
    return false;
  });
}
