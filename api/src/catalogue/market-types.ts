/**
 * Market types of the book and how each sport's markets are priced from a match model. The same
 * functions price prematch and in-play: they take the current score and how much of the match is
 * left, so the live simulator re-prices by calling them again.
 */
import type { MarketGroup, MarketPlaceTerms, SportCode } from '@sportsbook/contracts';
import { footballDepthMarkets, timeLeft } from './football-depth';
import { MARGINS, halfLine, normalCdf, scoreBook, signed, type ScoreBook } from './pricing';
import { raceWinMarket } from '../racing/race-market';
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

interface TwoWay {
  typeCode: MarketTypeCode;
  period: PeriodCode;
  description: string;
  /** The two outcomes' names: the first wins with probability `p`, the second with 1 − p. */
  names: readonly [string, string];
  p: number;
  margin: number;
  line?: number;
  closesAt?: number;
}

/** Most markets have two outcomes that share the whole probability between them. */
function twoWay({ typeCode, period, description, names, p, margin, line, closesAt = 1 }: TwoWay): MarketQuote {
  return {
    key: `${typeCode}:${period}`,
    typeCode,
    period,
    ...(line === undefined ? {} : { line }),
    description,
    closesAt,
    outcomes: [
      { description: names[0], probability: p },
      { description: names[1], probability: 1 - p },
    ],
    margin,
  };
}

/** An over/under market on `line`, priced with the totals margin. */
const overUnder = (
  typeCode: MarketTypeCode,
  period: PeriodCode,
  line: number,
  description: string,
  pOver: number,
  closesAt = 1,
) =>
  twoWay({
    typeCode,
    period,
    line,
    description,
    names: [`Over ${line}`, `Under ${line}`],
    p: pOver,
    margin: MARGINS.totals,
    closesAt,
  });

export type GoalsModel = Extract<MatchModel, { kind: 'goals' }>;

/** A three-way result market (home, draw, away) from a score book. */
const resultQuote = (
  key: { period: PeriodCode; description: string; closesAt: number; margin: number },
  book: ScoreBook,
  home: string,
  away: string,
): MarketQuote => ({
  key: `MRES:${key.period}`,
  typeCode: 'MRES',
  period: key.period,
  description: key.description,
  closesAt: key.closesAt,
  outcomes: [
    { description: home, probability: book.home },
    { description: 'Draw', probability: book.draw },
    { description: away, probability: book.away },
  ],
  margin: key.margin,
});

function goalsMarkets(
  model: GoalsModel,
  s: MatchSituation,
  { home, away, sport, depth }: { home: string; away: string; sport: SportCode; depth: 'main' | 'all' },
): MarketQuote[] {
  const left = timeLeft(s.progress).match;
  const book = scoreBook(model.lambdaA * left, model.lambdaB * left, s.score);
  const totalExpected = model.lambdaA + model.lambdaB;
  const goalsLine = sport === 'ICEH' ? 5.5 : halfLine(totalExpected - 0.2);
  const main = {
    period: sport === 'ICEH' ? ('RT' as const) : ('FT' as const),
    description: sport === 'ICEH' ? 'Match Result (Regular Time)' : 'Match Result',
    closesAt: 1,
    margin: MARGINS.main,
  };
  const quotes: MarketQuote[] = [
    resultQuote(main, book, home, away),
    overUnder('OU', 'FT', goalsLine, `Total Goals Over/Under ${goalsLine}`, book.over(goalsLine)),
  ];
  if (sport === 'ICEH') return [...quotes, ...iceHockeyMarkets(model, book, home, away)];
  quotes.push(
    twoWay({
      typeCode: 'BTTS',
      period: 'FT',
      description: 'Both Teams To Score',
      names: ['Yes', 'No'],
      p: book.bothScore,
      margin: MARGINS.props,
    }),
  );
  if (sport === 'EFOT') return quotes;
  const listed = [...quotes, ...footballMarkets(model, s, book, home, away)];
  if (depth === 'main') return listed;
  return [...listed, ...footballDepthMarkets(model, s, { home, away }, { total: goalsLine, handicap: mainHandicap(model) })];
}

function iceHockeyMarkets(model: GoalsModel, book: ScoreBook, home: string, away: string): MarketQuote[] {
  const favouriteIsHome = model.lambdaA >= model.lambdaB;
  const hcp = favouriteIsHome ? -1.5 : 1.5;
  const incOtHome = book.home + book.draw * (model.lambdaA / (model.lambdaA + model.lambdaB));
  return [
    twoWay({
      typeCode: 'MLIN',
      period: 'OT',
      description: 'Money Line (Including Overtime)',
      names: [home, away],
      p: incOtHome,
      margin: MARGINS.main,
    }),
    twoWay({
      typeCode: 'PUCK',
      period: 'RT',
      line: hcp,
      description: `Puck Line ${signed(hcp)}`,
      names: [`${home} ${signed(hcp)}`, `${away} ${signed(-hcp)}`],
      p: book.homeCovers(hcp),
      margin: MARGINS.handicap,
    }),
  ];
}

/** The prematch line where the home side covers closest to evens; it stays fixed in play. */
const mainHandicap = (model: GoalsModel): number => -halfLine(model.lambdaA - model.lambdaB - 0.5);

/** Football's own markets beyond the result and totals: double chance, the handicap and the first half. */
function footballMarkets(model: GoalsModel, s: MatchSituation, book: ScoreBook, home: string, away: string): MarketQuote[] {
  const hcp = mainHandicap(model);
  const halfLeft = timeLeft(s.progress).firstHalf;
  const halfBook = scoreBook(model.lambdaA * halfLeft, model.lambdaB * halfLeft, s.firstPeriodScore ?? s.score);
  return [
    {
      key: 'DBLC:FT',
      typeCode: 'DBLC',
      period: 'FT',
      description: 'Double Chance',
      closesAt: 1,
      outcomes: [
        { description: `${home} or Draw`, probability: book.home + book.draw },
        { description: `${home} or ${away}`, probability: book.home + book.away },
        { description: `Draw or ${away}`, probability: book.draw + book.away },
      ],
      // Double chance outcomes overlap, so each price carries the margin on its own probability.
      margin: MARGINS.main,
    },
    twoWay({
      typeCode: 'AHCP',
      period: 'FT',
      line: hcp,
      description: `Handicap ${home} ${signed(hcp)}`,
      names: [`${home} ${signed(hcp)}`, `${away} ${signed(-hcp)}`],
      p: book.homeCovers(hcp),
      margin: MARGINS.handicap,
    }),
    resultQuote({ period: 'H1', description: '1st Half Result', closesAt: 0.5, margin: MARGINS.props }, halfBook, home, away),
  ];
}

function pointsMarkets(
  model: Extract<MatchModel, { kind: 'points' }>,
  s: MatchSituation,
  home: string,
  away: string,
  sport: SportCode,
): MarketQuote[] {
  const left = Math.max(0, 1 - s.progress);
  const margin = s.score.A - s.score.B + model.margin * left;
  const sdMargin = Math.max(0.5, model.sdMargin * Math.sqrt(left));
  const total = s.score.A + s.score.B + model.total * left;
  const sdTotal = Math.max(0.5, model.sdTotal * Math.sqrt(left));
  const pHome = normalCdf(margin / sdMargin);
  const spread = -halfLine(model.margin);
  const totalLine = halfLine(model.total);
  const quotes: MarketQuote[] = [
    twoWay({ typeCode: 'MLIN', period: 'OT', description: 'Money Line', names: [home, away], p: pHome, margin: MARGINS.main }),
    twoWay({
      typeCode: 'SPRD',
      period: 'OT',
      line: spread,
      description: `Point Spread ${home} ${signed(spread)}`,
      names: [`${home} ${signed(spread)}`, `${away} ${signed(-spread)}`],
      p: normalCdf((margin + spread) / sdMargin),
      margin: MARGINS.handicap,
    }),
    overUnder('TOTL', 'OT', totalLine, `Total Points Over/Under ${totalLine}`, 1 - normalCdf((totalLine - total) / sdTotal)),
  ];
  if (sport === 'EBSK') return quotes;
  for (const target of [5, 10, 15, 20] as const) {
    // Only open while nobody has reached the target yet.
    if (s.score.A >= target || s.score.B >= target) continue;
    const fraction = Math.min(1, (2 * target) / model.total);
    const pRace = normalCdf((model.margin * Math.sqrt(fraction)) / model.sdMargin + (s.score.A - s.score.B) / (target / 2));
    quotes.push({
      key: `RTP${target}:OT`,
      typeCode: `RTP${target}`,
      period: 'OT',
      line: target,
      description: `Race to ${target} Points`,
      closesAt: 1,
      outcomes: [
        { description: home, probability: pRace },
        { description: away, probability: 1 - pRace },
      ],
      margin: MARGINS.props,
    });
  }
  return quotes;
}

function setsMarkets(model: Extract<MatchModel, { kind: 'sets' }>, s: MatchSituation, home: string, away: string): MarketQuote[] {
  const p = model.pSetA;
  const sets = s.sets ?? { A: 0, B: 0 };
  // Best of three: enumerate the remaining sets.
  const outcomes: Record<'2:0' | '2:1' | '1:2' | '0:2', number> = { '2:0': 0, '2:1': 0, '1:2': 0, '0:2': 0 };
  const walk = (a: number, b: number, prob: number) => {
    if (a === 2 || b === 2) {
      outcomes[`${a}:${b}` as keyof typeof outcomes] += prob;
      return;
    }
    walk(a + 1, b, prob * p);
    walk(a, b + 1, prob * (1 - p));
  };
  walk(sets.A, sets.B, 1);
  const pMatch = outcomes['2:0'] + outcomes['2:1'];
  const gamesLine = halfLine(model.expectedGames);
  const gamesSoFar = s.score.A + s.score.B;
  const expectedLeft = model.expectedGames * Math.max(0, 1 - s.progress);
  const pOver = 1 - normalCdf((gamesLine - gamesSoFar - expectedLeft) / Math.max(0.5, 4 * Math.sqrt(1 - s.progress)));
  const quotes: MarketQuote[] = [
    twoWay({ typeCode: 'MWIN', period: 'M', description: 'Match Winner', names: [home, away], p: pMatch, margin: MARGINS.main }),
    {
      key: 'SETB:M',
      typeCode: 'SETB',
      period: 'M',
      description: 'Set Betting',
      closesAt: 1,
      outcomes: (Object.keys(outcomes) as Array<keyof typeof outcomes>).map((score) => ({
        description: score,
        probability: outcomes[score],
      })),
      margin: MARGINS.props,
    },
    overUnder('TGAM', 'M', gamesLine, `Total Games Over/Under ${gamesLine}`, pOver),
  ];
  if (sets.A + sets.B === 0) {
    quotes.push(
      twoWay({
        typeCode: 'SWIN',
        period: 'S1',
        description: 'First Set Winner',
        names: [home, away],
        p,
        margin: MARGINS.props,
        closesAt: 0.45,
      }),
    );
  }
  return quotes;
}

function cricketMarkets(
  model: Extract<MatchModel, { kind: 'cricket' }>,
  s: MatchSituation,
  home: string,
  away: string,
): MarketQuote[] {
  const runsLine = halfLine(model.expectedRuns);
  const inningsLeft = Math.max(0, 1 - s.progress * 2);
  const expected = s.score.A + model.expectedRuns * inningsLeft;
  const pOver = 1 - normalCdf((runsLine - expected) / Math.max(0.5, 22 * Math.sqrt(inningsLeft)));
  const runsRatio = model.expectedRuns > 0 ? (s.score.A - s.score.B) / model.expectedRuns : 0;
  const pA = Math.min(0.97, Math.max(0.03, model.pA + (s.progress > 0.5 ? runsRatio * 0.8 * s.progress : 0)));
  const quotes: MarketQuote[] = [
    twoWay({ typeCode: 'MWIN', period: 'M', description: 'Match Winner', names: [home, away], p: pA, margin: MARGINS.main }),
    overUnder('TRUN', 'I1', runsLine, `${home} 1st Innings Runs Over/Under ${runsLine}`, pOver, 0.5),
  ];
  if (s.progress === 0) {
    quotes.push(
      twoWay({
        typeCode: 'TOSS',
        period: 'M',
        description: 'Toss Winner',
        names: [home, away],
        p: 0.5,
        margin: MARGINS.props,
        closesAt: 0,
      }),
    );
  }
  return quotes;
}

/** Every market of a match, or (`main`) only those lists of events carry. */
export function quoteMarkets(
  sport: SportCode,
  model: MatchModel,
  situation: MatchSituation,
  home: string,
  away: string,
  depth: 'main' | 'all' = 'all',
): MarketQuote[] {
  switch (model.kind) {
    case 'goals':
      return goalsMarkets(model, situation, { home, away, sport, depth });
    case 'points':
      return pointsMarkets(model, situation, home, away, sport);
    case 'sets':
      return setsMarkets(model, situation, home, away);
    case 'cricket':
      return cricketMarkets(model, situation, home, away);
    case 'race':
      return [raceWinMarket(model, situation.race)];
  }
}
