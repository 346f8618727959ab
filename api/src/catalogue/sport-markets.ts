/**
 * How each sport's markets are priced from a match model. The same functions price prematch and
 * in-play: they take the current score and how much of the match is left, so the live simulator
 * re-prices by calling them again.
 */
import type { SportCode } from '@sportsbook/contracts';
import { raceWinMarket } from '../racing/race-market';
import { footballDepthMarkets, timeLeft } from './football-depth';
import type { GoalsModel, MarketQuote, MarketTypeCode, MatchModel, MatchSituation, PeriodCode } from './market-types';
import { MARGINS, halfLine, normalCdf, scoreBook, signed, type ScoreBook } from './pricing';

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
