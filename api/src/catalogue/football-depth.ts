/**
 * A football event's deep catalogue: the markets its own page lists beyond the main
 * ones: totals at several lines, team totals, handicaps, each half, correct score, half time/full
 * time, corners, cards and goalscorers. Every goal market is a sum over one score grid, so they
 * agree with each other and with the main markets; in play the same functions re-price from the
 * score, corners, cards and scorers so far.
 */
import {
  deep,
  type GoalsModel,
  type MarketQuote,
  type MatchSituation,
  type MarketTypeCode,
  type PeriodCode,
} from './market-types';
import { MARGINS, signed } from './pricing';
import { halfTimeFullTime, poissonAtLeast, resultIndex, scoreGrid, type Pair, type ScoreGrid } from './score-grid';
import { scorerMarkets } from './goalscorers';

const overUnderOn = (typeCode: MarketTypeCode, period: PeriodCode, line: number, description: string, pOver: number) =>
  deep({
    key: `${typeCode}:${period}:${line}`,
    typeCode,
    period,
    line,
    description: `${description} Over/Under ${line}`,
    outcomes: [
      [`Over ${line}`, pOver],
      [`Under ${line}`, 1 - pOver],
    ],
    margin: MARGINS.totals,
    closesAt: period === 'H1' ? 0.5 : 1,
  });

const yesNo = (typeCode: MarketTypeCode, description: string, pYes: number, period: PeriodCode = 'FT') =>
  deep({
    key: `${typeCode}:${period}`,
    typeCode,
    period,
    description,
    outcomes: [
      ['Yes', pYes],
      ['No', 1 - pYes],
    ],
    margin: MARGINS.props,
    closesAt: period === 'H1' ? 0.5 : 1,
  });

/**
 * The share of a football match's expected goals still to come, of the match and of each half, at a
 * point of the match (0…1): the one rule for the main markets and the deep ones.
 */
export function timeLeft(progress: number) {
  return {
    match: Math.max(0, 1 - progress),
    // The first half has fewer goals than the second.
    firstHalf: Math.max(0, 0.45 - progress * 0.9),
    secondHalf: progress < 0.5 ? 0.55 : Math.max(0, 1.1 * (1 - progress)),
  };
}

/** Each half's own goals (so far and to come) as grids; the first is fixed once half time is past. */
function halfGrids(model: GoalsModel, s: MatchSituation): { first: ScoreGrid; second: ScoreGrid } {
  const left = timeLeft(s.progress);
  const firstSoFar = s.firstPeriodScore ?? s.score;
  const secondSoFar: Pair = s.firstPeriodScore
    ? { A: s.score.A - s.firstPeriodScore.A, B: s.score.B - s.firstPeriodScore.B }
    : { A: 0, B: 0 };
  return {
    first: scoreGrid(model.lambdaA * left.firstHalf, model.lambdaB * left.firstHalf, firstSoFar),
    second: scoreGrid(model.lambdaA * left.secondHalf, model.lambdaB * left.secondHalf, secondSoFar),
  };
}

const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5] as const;
const TEAM_LINES = [0.5, 1.5, 2.5] as const;

function goalsMarkets(grid: ScoreGrid, mainLine: number, home: string, away: string): MarketQuote[] {
  const over = (goals: (a: number, b: number) => number, line: number) => grid.probability((a, b) => goals(a, b) > line);
  return [
    ...TOTAL_LINES.filter((line) => line !== mainLine).map((line) =>
      overUnderOn(
        'ALTG',
        'FT',
        line,
        'Total Goals',
        over((a, b) => a + b, line),
      ),
    ),
    ...TEAM_LINES.map((line) =>
      overUnderOn(
        'TTGH',
        'FT',
        line,
        `${home} Total Goals`,
        over((a) => a, line),
      ),
    ),
    ...TEAM_LINES.map((line) =>
      overUnderOn(
        'TTGA',
        'FT',
        line,
        `${away} Total Goals`,
        over((_, b) => b, line),
      ),
    ),
    deep({
      key: 'ODEV:FT',
      typeCode: 'ODEV',
      description: 'Total Goals Odd/Even',
      outcomes: [
        ['Odd', grid.probability((a, b) => (a + b) % 2 === 1)],
        ['Even', grid.probability((a, b) => (a + b) % 2 === 0)],
      ],
      margin: MARGINS.props,
    }),
    ...nilMarkets(grid, home, away),
  ];
}

/** Whether each side keeps a clean sheet, and whether it wins with one. */
function nilMarkets(grid: ScoreGrid, home: string, away: string): MarketQuote[] {
  const pHomeNil = grid.probability((a, b) => a > b && b === 0);
  const pAwayNil = grid.probability((a, b) => b > a && a === 0);
  return [
    yesNo('WNLH', `${home} to Win to Nil`, pHomeNil),
    yesNo('WNLA', `${away} to Win to Nil`, pAwayNil),
    yesNo(
      'CLSH',
      `${home} Clean Sheet`,
      grid.probability((_, b) => b === 0),
    ),
    yesNo(
      'CLSA',
      `${away} Clean Sheet`,
      grid.probability((a) => a === 0),
    ),
  ];
}

/** Asian lines a goal and two either side of the main one, and three-way European lines. */
function handicapMarkets(grid: ScoreGrid, mainLine: number, home: string, away: string): MarketQuote[] {
  const asian = [mainLine - 2, mainLine - 1, mainLine + 1, mainLine + 2].map((line) =>
    deep({
      key: `ALTH:FT:${line}`,
      typeCode: 'ALTH',
      line,
      description: `Handicap ${home} ${signed(line)}`,
      outcomes: [
        [`${home} ${signed(line)}`, grid.probability((a, b) => a - b + line > 0)],
        [`${away} ${signed(-line)}`, grid.probability((a, b) => a - b + line < 0)],
      ],
      margin: MARGINS.handicap,
    }),
  );
  const european = [-2, -1, 1].map((line) =>
    deep({
      key: `EHCP:FT:${line}`,
      typeCode: 'EHCP',
      line,
      description: `European Handicap ${home} ${signed(line)}`,
      outcomes: [
        [`${home} ${signed(line)}`, grid.probability((a, b) => a + line > b)],
        [`Draw (${signed(line)})`, grid.probability((a, b) => a + line === b)],
        [`${away} ${signed(-line)}`, grid.probability((a, b) => a + line < b)],
      ],
      margin: MARGINS.handicap,
    }),
  );
  return [...asian, ...european];
}

function halfMarkets(halves: { first: ScoreGrid; second: ScoreGrid }, home: string, away: string): MarketQuote[] {
  const { first, second } = halves;
  return [
    ...[0.5, 1.5, 2.5].map((line) =>
      overUnderOn(
        'ALTG',
        'H1',
        line,
        '1st Half Total Goals',
        first.probability((a, b) => a + b > line),
      ),
    ),
    yesNo(
      'BTTS',
      '1st Half Both Teams To Score',
      first.probability((a, b) => a > 0 && b > 0),
      'H1',
    ),
    deep({
      key: 'MRES:H2',
      typeCode: 'MRES',
      period: 'H2',
      description: '2nd Half Result',
      outcomes: [
        [home, second.probability((a, b) => a > b)],
        ['Draw', second.probability((a, b) => a === b)],
        [away, second.probability((a, b) => a < b)],
      ],
      margin: MARGINS.props,
    }),
    ...[0.5, 1.5].map((line) =>
      overUnderOn(
        'ALTG',
        'H2',
        line,
        '2nd Half Total Goals',
        second.probability((a, b) => a + b > line),
      ),
    ),
  ];
}

/** The correct scores listed one by one (home goals, then away, 0 to 4); any other is one of the three "any other" outcomes. */
export const CORRECT_SCORES: readonly string[] = [0, 1, 2, 3, 4].flatMap((a) => [0, 1, 2, 3, 4].map((b) => `${a}-${b}`));
export const ANY_OTHER_SCORE = ['Any Other Home Win', 'Any Other Draw', 'Any Other Away Win'] as const;

/** P(each listed correct score), then P(any other home win, draw, away win), in one pass over the grid. */
function correctScores(grid: ScoreGrid): number[] {
  const listed = new Array<number>(CORRECT_SCORES.length + ANY_OTHER_SCORE.length).fill(0);
  const side = Math.sqrt(CORRECT_SCORES.length);
  for (const { a, b, p } of grid.cells) {
    const index = a < side && b < side ? a * side + b : CORRECT_SCORES.length + resultIndex(a, b);
    listed[index] = (listed[index] ?? 0) + p;
  }
  return listed;
}

function scoreMarkets(grid: ScoreGrid, halves: { first: ScoreGrid; second: ScoreGrid }, home: string, away: string) {
  const scores = correctScores(grid);
  const htft = halfTimeFullTime(halves.first, halves.second);
  const names = [home, 'Draw', away];
  return [
    deep({
      key: 'CS:FT',
      typeCode: 'CS',
      description: 'Correct Score',
      outcomes: [...CORRECT_SCORES, ...ANY_OTHER_SCORE].map((name, i) => [name, scores[i] ?? 0] as const),
      margin: MARGINS.props,
    }),
    deep({
      key: 'HTFT:FT',
      typeCode: 'HTFT',
      description: 'Half Time/Full Time',
      outcomes: htft.map((p, i) => [`${names[Math.floor(i / 3)] ?? ''} / ${names[i % 3] ?? ''}`, p] as const),
      margin: MARGINS.props,
    }),
  ];
}

/** A team's expected corners and cards in a whole match: the stronger side wins more corners, the weaker collects more cards. */
export function setPieceRates(model: GoalsModel): { corners: Pair; cards: Pair } {
  const a = Math.sqrt(model.lambdaA);
  const b = Math.sqrt(model.lambdaB);
  return {
    corners: { A: (10.2 * a) / (a + b), B: (10.2 * b) / (a + b) },
    cards: { A: (4.3 * b) / (a + b), B: (4.3 * a) / (a + b) },
  };
}

/** Corners per side still to come that the grid counts; the tail beyond is under 1e-6. */
const CORNERS_TO_COME = 30;

function setPieceMarkets(model: GoalsModel, s: MatchSituation, left: number, home: string, away: string) {
  const rates = setPieceRates(model);
  const corners = s.corners ?? { A: 0, B: 0 };
  const cards = s.cards ?? { A: 0, B: 0 };
  const cornerGrid = scoreGrid(rates.corners.A * left, rates.corners.B * left, corners, CORNERS_TO_COME);
  const totalOver = (soFar: number, rate: number, line: number) => poissonAtLeast(rate * left, Math.floor(line) + 1 - soFar);
  const cornersSoFar = corners.A + corners.B;
  const cornerRate = rates.corners.A + rates.corners.B;
  const cardRate = rates.cards.A + rates.cards.B;
  return [
    ...[8.5, 9.5, 10.5, 11.5].map((line) =>
      overUnderOn('CRNR', 'FT', line, 'Total Corners', totalOver(cornersSoFar, cornerRate, line)),
    ),
    deep({
      key: 'CRN3:FT',
      typeCode: 'CRN3',
      description: 'Most Corners',
      outcomes: [
        [home, cornerGrid.probability((a, b) => a > b)],
        ['Tie', cornerGrid.probability((a, b) => a === b)],
        [away, cornerGrid.probability((a, b) => a < b)],
      ],
      margin: MARGINS.props,
    }),
    ...[3.5, 4.5, 5.5].map((line) =>
      overUnderOn('CRDS', 'FT', line, 'Total Cards', totalOver(cards.A + cards.B, cardRate, line)),
    ),
  ];
}

/** The lines of the event's main total and handicap markets, which the alternatives are spread around. */
export interface MainLines {
  total: number;
  handicap: number;
}

export function footballDepthMarkets(
  model: GoalsModel,
  s: MatchSituation,
  teams: { home: string; away: string },
  main: MainLines,
): MarketQuote[] {
  const { home, away } = teams;
  const left = timeLeft(s.progress).match;
  const grid = scoreGrid(model.lambdaA * left, model.lambdaB * left, s.score);
  const halves = halfGrids(model, s);
  return [
    dnb(grid, home, away),
    ...goalsMarkets(grid, main.total, home, away),
    ...handicapMarkets(grid, main.handicap, home, away),
    ...halfMarkets(halves, home, away),
    ...scoreMarkets(grid, halves, home, away),
    ...setPieceMarkets(model, s, left, home, away),
    ...scorerMarkets(model, s, left, home, away),
  ];
}

/** Draw no bet: stakes are returned on a draw, so the two prices share the non-draw probability. */
function dnb(grid: ScoreGrid, home: string, away: string): MarketQuote {
  const pHome = grid.probability((a, b) => a > b);
  const pAway = grid.probability((a, b) => a < b);
  return deep({
    key: 'DNB:FT',
    typeCode: 'DNB',
    description: 'Draw No Bet',
    outcomes: [
      [home, pHome / Math.max(1e-9, pHome + pAway)],
      [away, pAway / Math.max(1e-9, pHome + pAway)],
    ],
    margin: MARGINS.main,
  });
}
