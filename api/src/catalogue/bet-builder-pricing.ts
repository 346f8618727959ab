/**
 * The bet builder's price: the chance that several outcomes of one football match all
 * win, from the same score grid the match's markets are priced from, not the product of their
 * prices. A home win and over 2.5 goals go together more often than apart; a home win and under 0.5
 * never do. Whether a leg wins on a given final score is decided by the settlement rules themselves
 * (market-results.ts), so the builder can never price a leg differently from how it settles.
 * Corners and cards are independent of the goals in the match model; each is its own grid.
 */
import { BET_BUILDER_LEGS, BET_BUILDER_MARKETS, type Market } from '@sportsbook/contracts';
import type { MatchState } from '../live/match-engine';
import { playerOf } from '../settlement/football-results';
import { outcomeResult } from '../settlement/market-results';
import { setPieceRates } from './football-depth';
import type { GoalsModel } from './market-types';
import { scoreGrid, type Pair } from './score-grid';
import { SCORER_SHARES } from './squads';

type LegKind = (typeof BET_BUILDER_MARKETS)[string];

export interface BuilderLeg {
  eventId: number;
  market: Market;
  outcomeId: number;
}

const kindOf = (leg: BuilderLeg): LegKind | undefined =>
  leg.market.period.fullAbbreviation === 'FT' ? BET_BUILDER_MARKETS[leg.market.marketTypeCode] : undefined;

/** Why these legs cannot make one builder (before any pricing), or undefined when they can. */
export function builderRefusal(legs: readonly BuilderLeg[]): string | undefined {
  if (legs.length < BET_BUILDER_LEGS.min || legs.length > BET_BUILDER_LEGS.max)
    return `A bet builder takes ${BET_BUILDER_LEGS.min} to ${BET_BUILDER_LEGS.max} selections`;
  if (new Set(legs.map((leg) => leg.eventId)).size > 1) return 'A bet builder takes selections of one match';
  if (new Set(legs.map((leg) => leg.market.id)).size < legs.length) return 'A bet builder takes one selection per market';
  const other = legs.find((leg) => kindOf(leg) === undefined);
  if (other) return `${other.market.description} is not offered in a bet builder`;
  return undefined;
}

/** A finished match with this score, corners and cards, for the settlement rules to judge a leg against. */
function finalState(score: Pair, corners: Pair, cards: Pair): MatchState {
  return {
    sport: 'FOOT',
    plan: [],
    periodIndex: 0,
    periodSeconds: 0,
    elapsedSeconds: 0,
    score,
    periodScores: [],
    finished: true,
    raceWinners: {},
    football: { corners, cards, scorers: [] },
  };
}

const NONE: Pair = { A: 0, B: 0 };
const wins = (legs: readonly BuilderLeg[], state: MatchState) =>
  legs.every((leg) => outcomeResult(leg.market, leg.outcomeId, state) === 'WON');

/**
 * P(every listed player of a side scores | the side scores n goals), each goal theirs with their
 * share: inclusion-exclusion over the players who might not score.
 */
function allScore(shares: readonly number[], n: number): number {
  let total = 0;
  for (let subset = 0; subset < 1 << shares.length; subset++) {
    let missed = 0;
    let sign = 1;
    shares.forEach((share, i) => {
      if (subset & (1 << i)) {
        missed += share;
        sign = -sign;
      }
    });
    total += sign * Math.max(0, 1 - missed) ** n;
  }
  return total;
}

function goalsPart(model: GoalsModel, legs: readonly BuilderLeg[]): number {
  const goals = legs.filter((leg) => kindOf(leg) === 'goals');
  const players = legs.filter((leg) => kindOf(leg) === 'player').map((leg) => playerOf(leg.outcomeId % 100));
  const shares = (side: 'A' | 'B') => players.filter((p) => p?.side === side).map((p) => SCORER_SHARES[p?.player ?? 0] ?? 0);
  const [homeShares, awayShares] = [shares('A'), shares('B')];
  if (goals.length + players.length === 0) return 1;
  return scoreGrid(model.lambdaA, model.lambdaB).cells.reduce((sum, { a, b, p }) => {
    if (!wins(goals, finalState({ A: a, B: b }, NONE, NONE))) return sum;
    return sum + p * allScore(homeShares, a) * allScore(awayShares, b);
  }, 0);
}

/** The part of a builder about corners or cards: its own grid, as the match model keeps them apart from goals. */
function setPiecePart(model: GoalsModel, legs: readonly BuilderLeg[], kind: 'corners' | 'cards'): number {
  const own = legs.filter((leg) => kindOf(leg) === kind);
  if (own.length === 0) return 1;
  const rates = setPieceRates(model)[kind];
  return scoreGrid(rates.A, rates.B, NONE, 30).cells.reduce((sum, { a, b, p }) => {
    const counts = { A: a, B: b };
    const state = kind === 'corners' ? finalState(NONE, counts, NONE) : finalState(NONE, NONE, counts);
    return wins(own, state) ? sum + p : sum;
  }, 0);
}

/** The chance every leg wins, before the match starts; 0 for legs that contradict each other. */
export function builderProbability(model: GoalsModel, legs: readonly BuilderLeg[]): number {
  return goalsPart(model, legs) * setPiecePart(model, legs, 'corners') * setPiecePart(model, legs, 'cards');
}
