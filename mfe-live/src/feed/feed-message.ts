/**
 * Validation of the live feed (contract in @sportsbook/contracts live-feed.ts). The feed crosses a
 * trust boundary: a malformed message is logged and dropped, never thrown into the store.
 */
import {
  SPORT_CODES,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isOneOf,
  isOptional,
  MARKET_STATUSES,
  isRecord,
  isShape,
  isString,
  type Check,
  type Clock,
  type EventPath,
  type FeedMessage,
  type FeedPrice,
  type Market,
  type Outcome,
  type PeriodScore,
  type SportEvent,
} from '@sportsbook/contracts';

export type FeedLogger = Pick<Console, 'warn'>;

const isId = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value);
const isPair = <T>(check: Check<T>) => isShape<{ A: T; B: T }>({ A: check, B: check });
const isPrice = isShape<{ decimal: number }>({ decimal: (v): v is number => isFiniteNumber(v) && v >= 1 });
const isFeedPrice = isShape<FeedPrice>({ d: (v): v is number => isFiniteNumber(v) && v >= 1, f: isOptional(isString) });

const isClock = isShape<Clock>({
  status: isOneOf(['NOT_STARTED', 'RUNNING', 'PAUSED', 'END_OF_EVENT'] as const),
  minutes: isFiniteNumber,
});

const isPeriodScore = isShape<PeriodScore>({
  opponentId: isOneOf(['A', 'B'] as const),
  periodInstance: isFiniteNumber,
  periodKey: isString,
  score: isFiniteNumber,
});

const isOutcome = isShape<Outcome>({
  id: isId,
  description: isString,
  hidden: isBoolean,
  consolidatedPrice: (v): v is Outcome['consolidatedPrice'] => isRecord(v) && isPrice(v.currentPrice),
});

const isMarket = isShape<Market>({
  id: isId,
  eventId: isId,
  marketTypeId: isFiniteNumber,
  marketTypeCode: isString,
  description: isString,
  status: isOneOf(MARKET_STATUSES),
  feedId: isString,
  line: isOptional(isFiniteNumber),
  period: (v): v is Market['period'] => isRecord(v) && isString(v.fullAbbreviation),
  outcomes: isArrayOf(isOutcome),
});

const isEventPath = isShape<EventPath>({ id: isId, description: isString, slug: isString });

const liveFields = {
  clock: isOptional(isClock),
  isFinished: isOptional(isBoolean),
  scores: isOptional(isPair(isFiniteNumber)),
  scoresPerPeriod: isOptional(isArrayOf(isPeriodScore)),
  sets: isOptional(isPair(isFiniteNumber)),
  match: isOptional(isPair(isString)),
  cricketOutcomes: isOptional(isArrayOf(isString)),
  wickets: isOptional(isPair(isFiniteNumber)),
  currentPeriod: isOptional(isString),
  currentPeriodAbbreviation: isOptional(isString),
  currentPeriodNumber: isOptional(isFiniteNumber),
  liveOpenMarketCount: isOptional(isFiniteNumber),
};

export const isSportEvent = isShape<
  Pick<SportEvent, 'id' | 'description' | 'slug' | 'sportCode' | 'eventPaths' | 'markets'> &
    Pick<SportEvent, keyof typeof liveFields>
>({
  id: isId,
  description: isString,
  slug: isString,
  sportCode: isOneOf(SPORT_CODES),
  eventPaths: isArrayOf(isEventPath),
  markets: isArrayOf(isMarket),
  ...liveFields,
});

const checks: { [T in FeedMessage['t']]: Check<Extract<FeedMessage, { t: T }>> } = {
  hello: isShape({ t: isOneOf(['hello'] as const), v: isFiniteNumber, serverTime: isString, speed: isFiniteNumber }),
  snap: (v): v is Extract<FeedMessage, { t: 'snap' }> =>
    isRecord(v) && isNonEmptyString(v.topic) && isArrayOf(isSportEvent)(v.events),
  add: (v): v is Extract<FeedMessage, { t: 'add' }> => isRecord(v) && isSportEvent(v.event),
  rm: isShape({ t: isOneOf(['rm'] as const), e: isId }),
  o: isShape({
    t: isOneOf(['o'] as const),
    e: isId,
    m: isId,
    o: isId,
    h: isOptional(isBoolean),
    cp: isOptional(isShape({ cu: isFeedPrice, pp: isOptional(isFeedPrice), ap: isOptional(isFeedPrice) })),
  }),
  m: isShape({
    t: isOneOf(['m'] as const),
    e: isId,
    m: isId,
    mt: isFiniteNumber,
    pt: isFiniteNumber,
    s: isOneOf(MARKET_STATUSES),
    sp: isOptional(isFiniteNumber),
  }),
  ev: (v): v is Extract<FeedMessage, { t: 'ev' }> => isRecord(v) && isId(v.e) && isShape(liveFields)(v),
  fa: isShape({ t: isOneOf(['fa'] as const), feedId: isString, e: isId, active: isBoolean }),
  pong: (v): v is { t: 'pong' } => isRecord(v),
  err: isShape({ t: isOneOf(['err'] as const), code: isString, message: isString }),
};

export function isFeedMessage(value: unknown): value is FeedMessage {
  if (!isRecord(value) || !isString(value.t) || !Object.hasOwn(checks, value.t)) return false;
  return checks[value.t as FeedMessage['t']](value);
}

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
    if (isFeedMessage(message)) return true;
    log.warn('[live feed] dropped a malformed message', message);
    return false;
  });
}

/** Events of an HTTP answer ({ events: [...] }); malformed ones are logged and left out. */
export function validEvents(payload: unknown, log: FeedLogger = console): SportEvent[] {
  if (!isRecord(payload) || !Array.isArray(payload.events)) {
    log.warn('[live] dropped an answer without an events list');
    return [];
  }
  return payload.events.filter((event): event is SportEvent => {
    if (isSportEvent(event)) return true;
    log.warn('[live] dropped a malformed event', event);
    return false;
  });
}
