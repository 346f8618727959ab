/** Sports entities of spec §3 (Event, Market, Outcome) as the operator API returns them. */
export const SPORT_CODES = ['FOOT', 'BASK', 'TENN', 'CRIC', 'ICEH', 'EFOT', 'EBSK', 'HORS', 'GOLF'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

/** E-sports whose bot events (slug suffix ---bots) are grouped together. */
export const BOT_SPORT_CODES: readonly SportCode[] = ['EFOT', 'EBSK'];
export const BOT_SLUG_SUFFIX = '---bots';

/** The events query's sportGroups: each sport belongs to one. */
export const SPORT_GROUPS = ['REGULAR', 'ESPORTS', 'RACING'] as const;
export type SportGroup = (typeof SPORT_GROUPS)[number];
/**
 * What the calendar and the upcoming lists cover: matches, not races. A race goes off every few
 * minutes somewhere, and a field of runners has no odds column; racing has its own pages.
 */
export const MATCH_SPORT_GROUPS = 'REGULAR,ESPORTS';

/** Pseudo-sports of spec §2. */
export const PSEUDO_SPORT = { favourites: 10000, homepage: 10001, jackpot: 10002 } as const;

export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'CLOSED', 'SETTLED', 'RESULTED', 'LTS'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
/** Spec §4: a market reaching one of these leaves the book (the API's feed and every page drop it). */
export const REMOVED_MARKET_STATUSES: ReadonlySet<MarketStatus> = new Set(['LTS', 'SETTLED', 'RESULTED', 'CLOSED']);
export const PERIOD_TYPES = ['PRE_MATCH', 'IN_RUNNING'] as const;
/**
 * The tabs an event page sorts a deep catalogue into, in display order. The API names each
 * market's group, so every remote groups an event's markets the same way.
 */
export const MARKET_GROUPS = ['main', 'goals', 'handicaps', 'halves', 'scores', 'corners-cards', 'players'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const CLOCK_STATUSES = ['NOT_STARTED', 'RUNNING', 'PAUSED', 'END_OF_EVENT'] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

/** An event's page under the player's locale (spec §2): events/{id}-{slug}. */
export const eventHref = (locale: string, event: { id: number; slug: string }): string =>
  `/${locale}/events/${event.id}-${event.slug}`;
