/** Sports entities of spec §3 (Event, Market, Outcome) as the operator API returns them. */
export const SPORT_CODES = ['FOOT', 'BASK', 'TENN', 'CRIC', 'ICEH', 'EFOT', 'EBSK'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

/** E-sports whose bot events (slug suffix ---bots) are grouped together. */
export const BOT_SPORT_CODES: readonly SportCode[] = ['EFOT', 'EBSK'];
export const BOT_SLUG_SUFFIX = '---bots';

/** Pseudo-sports of spec §2. */
export const PSEUDO_SPORT = { favourites: 10000, homepage: 10001, jackpot: 10002 } as const;

export interface EventPath {
  id: number;
  description: string;
  /** For the country path the country name is the part after the dash, e.g. "12-england". */
  slug: string;
}

export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'CLOSED', 'SETTLED', 'RESULTED', 'LTS'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
/** Spec §4: a market reaching one of these leaves the book (the API's feed and every page drop it). */
export const REMOVED_MARKET_STATUSES: ReadonlySet<MarketStatus> = new Set(['LTS', 'SETTLED', 'RESULTED', 'CLOSED']);
export type PeriodType = 'PRE_MATCH' | 'IN_RUNNING';

export interface Price {
  decimal: number;
  /** Fractional parts where the book prices in fractions. */
  numerator?: number;
  denominator?: number;
}

export interface Outcome {
  id: number;
  description: string;
  hidden: boolean;
  /** The two previous prices let a client show which way a price moved. */
  consolidatedPrice: { currentPrice: Price; penultimatePrice?: Price; antepenultimatePrice?: Price };
}

export interface MarketPeriod {
  id: number;
  periodType: PeriodType;
  inRunning: boolean;
  fullAbbreviation: string;
}

export interface Market {
  id: number;
  eventId: number;
  marketTypeId: number;
  marketTypeCode: string;
  description: string;
  status: MarketStatus;
  feedId: string;
  /** Handicap, total or race target the market is quoted at (e.g. 2.5 for Over/Under 2.5). */
  line?: number;
  period: MarketPeriod;
  outcomes: Outcome[];
}

export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'PAUSED' | 'END_OF_EVENT';

export interface Clock {
  status: ClockStatus;
  minutes: number;
}

export interface PeriodScore {
  opponentId: 'A' | 'B';
  periodInstance: number;
  periodKey: string;
  score: number;
}

export interface SportEvent {
  id: number;
  description: string;
  slug: string;
  sportCode: SportCode;
  /** ISO 8601 start time in UTC. */
  startTime: string;
  /** First is the sport, second the country, last the league. */
  eventPaths: EventPath[];
  markets: Market[];
  isLive: boolean;
  isOutright: boolean;
  /** Live-only fields (spec §3 Event); absent on prematch events. */
  clock?: Clock;
  isFinished?: boolean;
  scores?: { A: number; B: number };
  scoresPerPeriod?: PeriodScore[];
  /** Tennis: games won in the current set (scores holds the sets won). */
  sets?: { A: number; B: number };
  /** Tennis: points of the current game, "0", "15", "30", "40" or "A". */
  match?: { A: string; B: string };
  /** Cricket: the latest balls, oldest first ("0"-"6", "W" for a wicket), and wickets lost. */
  cricketOutcomes?: string[];
  wickets?: { A: number; B: number };
  currentPeriod?: string;
  currentPeriodAbbreviation?: string;
  currentPeriodNumber?: number;
  liveOpenMarketCount?: number;
  betBuilderEvent?: boolean;
  liveStreaming?: boolean;
}

export interface Jackpot {
  id: number;
  name: string;
  currency: string;
  /** Prize in the jackpot's currency, major units. */
  jackpotPrize: number;
  /** Cost of one line in major units. */
  lineStake: number;
  closesAt: string;
  eventIds: number[];
}
