/**
 * Results of a football event's deep markets (football-depth.ts, goalscorers.ts) from its final
 * state. Outcome positions follow the order those files list them in.
 */
import type { LegResult, Market } from '@sportsbook/contracts';
import { ANY_OTHER_SCORE, CORRECT_SCORES } from '../catalogue/football-depth';
import { resultIndex, type Pair } from '../catalogue/score-grid';
import { SCORER_SHARES } from '../catalogue/squads';
import type { MatchState } from '../live/match-engine';

const won = (condition: boolean): LegResult => (condition ? 'WON' : 'LOST');
/** Yes is the first outcome, No the second. */
const yes = (i: number, holds: boolean): LegResult => won((holds ? 0 : 1) === i);
const overUnder = (i: number, total: number, line: number): LegResult => won((total > line ? 0 : 1) === i);

/** The score a market is decided on: its half's, or the match's. */
export function scoreOfPeriod(market: Market, state: MatchState): Pair | undefined {
  const key = { H1: '1H', H2: '2H' }[market.period.fullAbbreviation];
  return key === undefined ? state.score : state.periodScores.find((p) => p.key === key)?.score;
}

function correctScoreResult(market: Market, i: number, { A, B }: Pair): LegResult {
  const listed = CORRECT_SCORES.includes(`${A}-${B}`);
  const name = market.outcomes[i]?.description;
  return won(listed ? name === `${A}-${B}` : name === ANY_OTHER_SCORE[resultIndex(A, B)]);
}

/** Goal markets beyond the main ones: alternative and team totals, handicaps, scores. */
export function footballGoalsResult(market: Market, i: number, state: MatchState): LegResult | undefined {
  const score = scoreOfPeriod(market, state);
  if (!score) return undefined;
  const { A, B } = score;
  const line = market.line ?? 0;
  switch (market.marketTypeCode) {
    case 'ALTG':
      return overUnder(i, A + B, line);
    case 'TTGH':
      return overUnder(i, A, line);
    case 'TTGA':
      return overUnder(i, B, line);
    case 'ODEV':
      return won(((A + B) % 2 === 1 ? 0 : 1) === i);
    case 'WNLH':
      return yes(i, A > B && B === 0);
    case 'WNLA':
      return yes(i, B > A && A === 0);
    case 'CLSH':
      return yes(i, B === 0);
    case 'CLSA':
      return yes(i, A === 0);
    case 'ALTH':
      return won((A - B + line > 0 ? 0 : 1) === i);
    case 'EHCP':
      return won(resultIndex(A + line, B) === i);
    case 'DNB':
      return A === B ? 'VOID' : won((A > B ? 0 : 1) === i);
    case 'CS':
      return correctScoreResult(market, i, score);
    default:
      return undefined;
  }
}

/** The squad member an outcome of a goalscorer market names: home players first, then away. */
export function playerOf(i: number): { side: 'A' | 'B'; player: number } | undefined {
  const size = SCORER_SHARES.length;
  if (i >= 2 * size) return undefined;
  return i < size ? { side: 'A', player: i } : { side: 'B', player: i - size };
}

/** Half time/full time, corners, cards and goalscorers. */
export function footballDetailResult(market: Market, i: number, state: MatchState): LegResult | undefined {
  const football = state.football;
  const line = market.line ?? 0;
  const half = state.periodScores.find((p) => p.key === '1H')?.score;
  switch (market.marketTypeCode) {
    case 'HTFT':
      return half ? won(resultIndex(half.A, half.B) * 3 + resultIndex(state.score.A, state.score.B) === i) : 'VOID';
    case 'CRNR':
      return football ? overUnder(i, football.corners.A + football.corners.B, line) : 'VOID';
    case 'CRN3':
      return football ? won(resultIndex(football.corners.A, football.corners.B) === i) : 'VOID';
    case 'CRDS':
      return football ? overUnder(i, football.cards.A + football.cards.B, line) : 'VOID';
    case 'AGS':
    case 'S2G':
    case 'FGS':
      return football ? scorerResult(market.marketTypeCode, i, football.scorers) : 'VOID';
    default:
      return undefined;
  }
}

function scorerResult(typeCode: 'AGS' | 'S2G' | 'FGS', i: number, scorers: ReadonlyArray<{ side: string; player: number }>) {
  const named = playerOf(i);
  const goals = named ? scorers.filter((goal) => goal.side === named.side && goal.player === named.player).length : 0;
  if (typeCode === 'AGS') return won(goals >= 1);
  if (typeCode === 'S2G') return won(goals >= 2);
  const first = scorers[0];
  // The outcome after the players is "No Goalscorer".
  if (!named) return won(first === undefined);
  return won(first !== undefined && first.side === named.side && first.player === named.player);
}
