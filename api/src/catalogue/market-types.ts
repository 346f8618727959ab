/**
 * The words of the book's markets: its market types and periods, a match model and situation, and
 * a priced market's quote. Every pricing module (sport-markets.ts, football-depth.ts,
 * goalscorers.ts, racing/race-market.ts) reads these, so they import nothing above them.
 */
import type { MarketGroup, MarketPlaceTerms } from '@sportsbook/contracts';
import type { RaceModel, RaceSituation } from '../racing/race-model';

/** Every market type of the book, and the event-page tab it shows in (a half's markets show under halves). */
export const MARKET_TYPES = {
  MRES: { id: 1, name: 'Match Result', group: 'main' },
  DBLC: { id: 2, name: 'Double Chance', group: 'main' },
  OU: { id: 3, name: 'Total Goals', group: 'main' },
  BTTS: { id: 4, name: 'Both Teams To Score', group: 'main' },
  AHCP: { id: 5, name: 'Handicap', group: 'main' },
  MLIN: { id: 6, name: 'Money Line', group: 'main' },
  SPRD: { id: 7, name: 'Point Spread', group: 'main' },
  TOTL: { id: 8, name: 'Total Points', group: 'main' },
  RTP5: { id: 9, name: 'Race to 5 Points', group: 'main' },
  RTP10: { id: 10, name: 'Race to 10 Points', group: 'main' },
  RTP15: { id: 11, name: 'Race to 15 Points', group: 'main' },
  RTP20: { id: 12, name: 'Race to 20 Points', group: 'main' },
  MWIN: { id: 13, name: 'Match Winner', group: 'main' },
  SETB: { id: 14, name: 'Set Betting', group: 'main' },
  TGAM: { id: 15, name: 'Total Games', group: 'main' },
  SWIN: { id: 16, name: 'First Set Winner', group: 'main' },
  TOSS: { id: 17, name: 'Toss Winner', group: 'main' },
  TRUN: { id: 18, name: '1st Innings Runs', group: 'main' },
  PUCK: { id: 19, name: 'Puck Line', group: 'main' },
  OUTR: { id: 20, name: 'Outright Winner', group: 'main' },
  DNB: { id: 21, name: 'Draw No Bet', group: 'main' },
  ALTG: { id: 22, name: 'Alternative Total Goals', group: 'goals' },
  TTGH: { id: 23, name: 'Home Team Total Goals', group: 'goals' },
  TTGA: { id: 24, name: 'Away Team Total Goals', group: 'goals' },
  ODEV: { id: 25, name: 'Total Goals Odd/Even', group: 'goals' },
  WNLH: { id: 26, name: 'Home Team to Win to Nil', group: 'goals' },
  WNLA: { id: 27, name: 'Away Team to Win to Nil', group: 'goals' },
  CLSH: { id: 28, name: 'Home Team Clean Sheet', group: 'goals' },
  CLSA: { id: 29, name: 'Away Team Clean Sheet', group: 'goals' },
  ALTH: { id: 30, name: 'Alternative Handicap', group: 'handicaps' },
  EHCP: { id: 31, name: 'European Handicap', group: 'handicaps' },
  CS: { id: 32, name: 'Correct Score', group: 'scores' },
  HTFT: { id: 33, name: 'Half Time/Full Time', group: 'scores' },
  CRNR: { id: 34, name: 'Total Corners', group: 'corners-cards' },
  CRN3: { id: 35, name: 'Most Corners', group: 'corners-cards' },
  CRDS: { id: 36, name: 'Total Cards', group: 'corners-cards' },
  AGS: { id: 37, name: 'Anytime Goalscorer', group: 'players' },
  FGS: { id: 38, name: 'First Goalscorer', group: 'players' },
  S2G: { id: 39, name: 'To Score 2 or More', group: 'players' },
  WIN: { id: 40, name: 'Win or Each Way', group: 'main' },
} as const satisfies Record<string, { id: number; name: string; group: MarketGroup }>;
export type MarketTypeCode = keyof typeof MARKET_TYPES;

export const PERIODS = {
  FT: { id: 100, fullAbbreviation: 'FT', name: 'Full Time' },
  H1: { id: 101, fullAbbreviation: 'H1', name: '1st Half' },
  H2: { id: 104, fullAbbreviation: 'H2', name: '2nd Half' },
  OT: { id: 102, fullAbbreviation: 'OT', name: 'Including Overtime' },
  RT: { id: 103, fullAbbreviation: 'RT', name: 'Regular Time' },
  S1: { id: 201, fullAbbreviation: 'S1', name: '1st Set' },
  M: { id: 202, fullAbbreviation: 'M', name: 'Match' },
  I1: { id: 301, fullAbbreviation: 'I1', name: '1st Innings' },
  SEASON: { id: 400, fullAbbreviation: 'SEASON', name: 'Season' },
  RACE: { id: 500, fullAbbreviation: 'RACE', name: 'Race' },
} as const;
export type PeriodCode = keyof typeof PERIODS;

/** What the book believes about a match; fixed at creation, the live state moves around it. */
export type MatchModel =
  | { kind: 'goals'; lambdaA: number; lambdaB: number; hasDraw: boolean }
  | { kind: 'points'; margin: number; total: number; sdMargin: number; sdTotal: number }
  | { kind: 'sets'; pSetA: number; expectedGames: number }
  | { kind: 'cricket'; pA: number; expectedRuns: number }
  | RaceModel;

/** The in-play situation a quote is computed for; prematch is progress 0 with no score. */
export interface MatchSituation {
  /** 0 before kick-off, 1 at the end. */
  progress: number;
  score: { A: number; B: number };
  /** Score at half time, once known; decides the 1st-half markets. */
  firstPeriodScore?: { A: number; B: number };
  /** Tennis: sets won so far. */
  sets?: { A: number; B: number };
  /** Football: corners and cards so far. */
  corners?: { A: number; B: number };
  cards?: { A: number; B: number };
  /** Football: who scored each goal so far, in order (`player` indexes the team's squad, -1 another player). */
  scorers?: ReadonlyArray<{ side: 'A' | 'B'; player: number }>;
  /** Horse racing: how far each runner has run and who is home. */
  race?: RaceSituation;
}

export const PREMATCH: MatchSituation = { progress: 0, score: { A: 0, B: 0 } };

export interface MarketQuote {
  /** Stable identity of the market within its event, e.g. "OU:FT". */
  key: string;
  typeCode: MarketTypeCode;
  period: PeriodCode;
  line?: number;
  description: string;
  /** Fraction of the match after which the market can no longer be bet (1st-half markets close at 0.5). */
  closesAt: number;
  outcomes: Array<{ description: string; probability: number }>;
  margin: number;
  /** Each-way terms, where the market takes each-way bets. */
  placeTerms?: MarketPlaceTerms;
  /** Only on the event's own page (a deep catalogue market); lists carry the main ones. */
  detail?: true;
}

/** The event-page tab of a market: its type's, except that a half's markets go under halves. */
export const marketGroupOf = (quote: Pick<MarketQuote, 'typeCode' | 'period'>): MarketGroup =>
  quote.period === 'H1' || quote.period === 'H2' ? 'halves' : MARKET_TYPES[quote.typeCode].group;

export type GoalsModel = Extract<MatchModel, { kind: 'goals' }>;

interface DeepSpec {
  key: string;
  typeCode: MarketTypeCode;
  period?: PeriodCode;
  description: string;
  outcomes: ReadonlyArray<readonly [string, number]>;
  margin: number;
  line?: number;
  closesAt?: number;
}

/** A market of the deep catalogue: listed on the event's own page only. */
export const deep = ({
  key,
  typeCode,
  period = 'FT',
  description,
  outcomes,
  margin,
  line,
  closesAt = 1,
}: DeepSpec): MarketQuote => ({
  key,
  typeCode,
  period,
  ...(line === undefined ? {} : { line }),
  description,
  closesAt,
  outcomes: outcomes.map(([name, probability]) => ({ description: name, probability })),
  margin,
  detail: true,
});
