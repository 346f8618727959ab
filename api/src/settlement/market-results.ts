/**
 * Result of every outcome of a market once its event has ended, from the final match state. The
 * outcome's position in its market (outcome id % 100) is what each rule looks at, in the order
 * market-types.ts builds them.
 */
import type { LegResult, Market } from '@sportsbook/contracts';
import type { MatchState, Side } from '../live/match-engine';
import { resultIndex } from '../catalogue/score-grid';
import { footballDetailResult, footballGoalsResult, scoreOfPeriod } from './football-results';

const outcomeIndex = (outcomeId: number) => outcomeId % 100;

type Pair = { A: number; B: number };

function periodScore(state: MatchState, key: string): Pair | undefined {
  return state.periodScores.find((p) => p.key === key)?.score;
}

const threeWay = (s: Pair) => resultIndex(s.A, s.B);

const won = (condition: boolean): LegResult => (condition ? 'WON' : 'LOST');

/** The winning side of a match that cannot be drawn (overtime, shoot-out, tie-break decided it). */
function matchWinner(state: MatchState): Side | undefined {
  if (state.tennis) return state.tennis.sets.A > state.tennis.sets.B ? 'A' : 'B';
  if (state.score.A !== state.score.B) return state.score.A > state.score.B ? 'A' : 'B';
  return state.overtimeWinner;
}

/**
 * Whether an each-way leg's place part won: the entrant finished within the market's places. VOID
 * where the market has no place terms or the result has no order to read.
 */
export function placeResult(market: Market, outcomeId: number, state: MatchState): LegResult {
  const position = state.outrightOrder?.indexOf(outcomeIndex(outcomeId)) ?? -1;
  if (!market.placeTerms || position < 0) return 'VOID';
  return won(position < market.placeTerms.places);
}

export function outcomeResult(market: Market, outcomeId: number, state: MatchState): LegResult {
  // No rule for this market: refund rather than guess (an operator would settle it by hand).
  const i = outcomeIndex(outcomeId);
  return (
    scoreMarketResult(market, i, state) ??
    otherMarketResult(market, i, state) ??
    footballGoalsResult(market, i, state) ??
    footballDetailResult(market, i, state) ??
    'VOID'
  );
}

const sideResult = (s: Side | undefined, i: number): LegResult => (s === undefined ? 'VOID' : won((s === 'A' ? 0 : 1) === i));

/** Markets settled on the final (or half-time) score: results, totals, both to score, handicaps. */
function scoreMarketResult(market: Market, i: number, state: MatchState): LegResult | undefined {
  const line = market.line ?? 0;
  const score = state.score;
  switch (market.marketTypeCode) {
    case 'MRES': {
      const period = scoreOfPeriod(market, state);
      return period ? won(threeWay(period) === i) : 'VOID';
    }
    case 'DBLC': {
      const r = threeWay(score);
      const covers = [
        [0, 1],
        [0, 2],
        [1, 2],
      ][i];
      return won(covers?.includes(r) ?? false);
    }
    case 'OU':
    case 'TOTL':
      return won((score.A + score.B > line ? 0 : 1) === i);
    case 'BTTS': {
      const period = scoreOfPeriod(market, state);
      return period ? won((period.A > 0 && period.B > 0 ? 0 : 1) === i) : 'VOID';
    }
    case 'AHCP':
    case 'SPRD':
    case 'PUCK':
      return won((score.A - score.B + line > 0 ? 0 : 1) === i);
    default:
      return undefined;
  }
}

/** Winners, races to a score, and the markets of one sport (tennis sets and games, cricket's toss and innings). */
function otherMarketResult(market: Market, i: number, state: MatchState): LegResult | undefined {
  const line = market.line ?? 0;
  switch (market.marketTypeCode) {
    case 'MLIN':
    case 'MWIN':
      // A tied cricket match voids the winner market.
      return sideResult(matchWinner(state), i);
    case 'RTP5':
    case 'RTP10':
    case 'RTP15':
    case 'RTP20':
      return sideResult(state.raceWinners[line], i);
    case 'SETB': {
      const sets = state.tennis?.sets;
      if (!sets) return 'VOID';
      return won(market.outcomes[i]?.description === `${sets.A}:${sets.B}`);
    }
    case 'TGAM': {
      const games = state.periodScores.reduce((sum, p) => sum + p.score.A + p.score.B, 0);
      return won((games > line ? 0 : 1) === i);
    }
    case 'SWIN': {
      const first = periodScore(state, 'S1');
      return first ? sideResult(first.A > first.B ? 'A' : 'B', i) : 'VOID';
    }
    case 'TOSS':
      return sideResult(state.tossWinner, i);
    case 'TRUN': {
      const innings = periodScore(state, 'I1');
      return innings ? won((innings.A > line ? 0 : 1) === i) : 'VOID';
    }
    case 'OUTR':
    case 'WIN':
      return state.outrightWinner === undefined ? 'VOID' : won(state.outrightWinner === i);
    default:
      return undefined;
  }
}
