/**
 * Plays one match forward in time, sport by sport: clocks and periods, goals and points, tennis
 * points/games/sets, cricket balls and wickets. Pure state plus a random source, so a match can be
 * fast-forwarded at start-up (events already in play) with the same rules as the live ticks.
 */
import type { SportCode } from '@sportsbook/contracts';
import type { MatchModel, MatchSituation } from '../catalogue/market-types';
import { GALLOP_METRES_PER_SECOND, leaderShare, type RaceModel } from '../racing/race-model';
import type { Random } from '../catalogue/random';
import { setPieceRates } from '../catalogue/football-depth';
import { drawScorer } from '../catalogue/goalscorers';
import { finishingOrder, isRaceOver, newRace, raceSituation, runRace, type RaceState } from '../racing/race-running';

interface PeriodPlan {
  key: string;
  name: string;
  /** Play seconds; a break has none and lasts breakSeconds. */
  seconds: number;
  breakSeconds?: number;
}

const play = (key: string, name: string, minutes: number): PeriodPlan => ({ key, name, seconds: minutes * 60 });
const pause = (key: string, name: string, minutes: number): PeriodPlan => ({ key, name, seconds: 0, breakSeconds: minutes * 60 });

function periodPlan(sport: SportCode, quarterMinutes: number): PeriodPlan[] {
  switch (sport) {
    case 'FOOT':
      return [play('1H', '1st Half', 45), pause('HT', 'Half Time', 15), play('2H', '2nd Half', 45)];
    case 'EFOT':
      return [play('1H', '1st Half', 4), pause('HT', 'Half Time', 1), play('2H', '2nd Half', 4)];
    case 'ICEH':
      return [
        play('P1', '1st Period', 20),
        pause('B1', 'Break', 10),
        play('P2', '2nd Period', 20),
        pause('B2', 'Break', 10),
        play('P3', '3rd Period', 20),
      ];
    case 'BASK':
    case 'EBSK':
      return [
        play('Q1', '1st Quarter', quarterMinutes),
        pause('B1', 'Break', 2),
        play('Q2', '2nd Quarter', quarterMinutes),
        pause('HT', 'Half Time', sport === 'EBSK' ? 1 : 15),
        play('Q3', '3rd Quarter', quarterMinutes),
        pause('B3', 'Break', 2),
        play('Q4', '4th Quarter', quarterMinutes),
      ];
    case 'TENN':
    case 'CRIC':
    case 'HORS':
    case 'GOLF':
      return [];
  }
}

export type Side = 'A' | 'B';
export interface Pair<T> {
  A: T;
  B: T;
}

export interface MatchState {
  sport: SportCode;
  plan: PeriodPlan[];
  periodIndex: number;
  /** Seconds spent in the current period (play or break). */
  periodSeconds: number;
  /** Total seconds since kick-off, breaks included (drives the clock for tennis and cricket). */
  elapsedSeconds: number;
  score: Pair<number>;
  /** Score per period key, in play order. */
  periodScores: Array<{ key: string; score: Pair<number> }>;
  finished: boolean;
  /** Basketball race-to-N markets: who reached N points first. */
  raceWinners: Partial<Record<number, Side>>;
  /** Ice hockey level after regular time: who won the overtime or shoot-out (the score stays level). */
  overtimeWinner?: Side;
  /** Outrights: the position of the winning entrant in the winner market. */
  outrightWinner?: number;
  /** Outrights: every entrant's position in the winner market, in finishing order (each-way places). */
  outrightOrder?: number[];
  /** Cricket: decided at kick-off, settles the toss market. */
  tossWinner?: Side;
  tennis?: {
    sets: Pair<number>;
    games: Pair<number>;
    points: Pair<number>;
    server: Side;
    tiebreak: boolean;
    secondsToPoint: number;
  };
  cricket?: { innings: 1 | 2; balls: number; wickets: Pair<number>; recent: string[]; secondsToBall: number };
  /** Horse racing: where every runner is. */
  race?: RaceState;
  /** Football: what its deep markets settle on (corners, cards, who scored each goal). */
  football?: { corners: Pair<number>; cards: Pair<number>; scorers: Array<{ side: Side; player: number }> };
}

/** What changed in one step, so the feed sends only that. */
export interface StepChanges {
  scored: boolean;
  periodChanged: boolean;
  finished: boolean;
}

const TENNIS_SECONDS_PER_POINT = 38;
const CRICKET_SECONDS_PER_BALL = 45;
const CRICKET_BALLS = 120;
const CRICKET_INNINGS_BREAK_BALLS = 12;
const POINT_NAMES = ['0', '15', '30', '40'];
const RACE_TARGETS = [5, 10, 15, 20] as const;

/** A match at kick-off; a race's model gives it its runners at the start (`race`). */
export function newMatch(sport: SportCode, scoringLevel: number, model?: MatchModel): MatchState {
  const state: MatchState = {
    sport,
    plan: periodPlan(sport, scoringLevel > 200 ? 12 : sport === 'EBSK' ? 5 : 10),
    periodIndex: 0,
    periodSeconds: 0,
    elapsedSeconds: 0,
    score: { A: 0, B: 0 },
    periodScores: [],
    finished: false,
    raceWinners: {},
  };
  if (sport === 'TENN') {
    state.tennis = {
      sets: { A: 0, B: 0 },
      games: { A: 0, B: 0 },
      points: { A: 0, B: 0 },
      server: 'A',
      tiebreak: false,
      secondsToPoint: TENNIS_SECONDS_PER_POINT,
    };
    state.periodScores.push({ key: 'S1', score: { A: 0, B: 0 } });
  } else if (sport === 'CRIC') {
    state.cricket = { innings: 1, balls: 0, wickets: { A: 0, B: 0 }, recent: [], secondsToBall: CRICKET_SECONDS_PER_BALL };
    state.periodScores.push({ key: 'I1', score: { A: 0, B: 0 } });
  } else {
    state.periodScores.push({ key: state.plan[0]?.key ?? 'FT', score: { A: 0, B: 0 } });
  }
  if (sport === 'FOOT') state.football = { corners: { A: 0, B: 0 }, cards: { A: 0, B: 0 }, scorers: [] };
  if (model?.kind === 'race') state.race = newRace(model);
  return state;
}

const totalPlaySeconds = (state: MatchState) => state.plan.reduce((sum, p) => sum + p.seconds, 0);

function playedSeconds(state: MatchState): number {
  let played = 0;
  state.plan.forEach((p, i) => {
    if (i < state.periodIndex) played += p.seconds;
    else if (i === state.periodIndex && p.seconds > 0) played += state.periodSeconds;
  });
  return played;
}

/** How far the match is, 0..1, for pricing. */
function progressOf(state: MatchState): number {
  if (state.finished) return 1;
  if (state.tennis) {
    const { sets, games } = state.tennis;
    return Math.min(0.97, (sets.A + sets.B + (games.A + games.B) / 11) / 2.6);
  }
  if (state.cricket)
    return Math.min(0.99, ((state.cricket.innings - 1) * CRICKET_BALLS + state.cricket.balls) / (2 * CRICKET_BALLS));
  if (state.race) return Math.min(0.999, leaderShare(state.race.metres, state.race.covered));
  return Math.min(0.999, playedSeconds(state) / totalPlaySeconds(state));
}

export function situationOf(state: MatchState): MatchSituation {
  const first = state.periodScores[0];
  const pastFirstHalf = state.periodIndex > 0 && (state.sport === 'FOOT' || state.sport === 'EFOT');
  return {
    progress: progressOf(state),
    score: { ...state.score },
    ...(pastFirstHalf && first ? { firstPeriodScore: { ...first.score } } : {}),
    ...(state.tennis ? { sets: { ...state.tennis.sets } } : {}),
    ...(state.race ? { race: raceSituation(state.race) } : {}),
    ...(state.football
      ? { corners: { ...state.football.corners }, cards: { ...state.football.cards }, scorers: [...state.football.scorers] }
      : {}),
  };
}

export interface ClockView {
  minutes: number;
  periodName: string;
  periodKey: string;
  periodNumber: number;
  isBreak: boolean;
}

export function clockOf(state: MatchState): ClockView {
  if (state.tennis) {
    const n = state.tennis.sets.A + state.tennis.sets.B + 1;
    return {
      minutes: Math.floor(state.elapsedSeconds / 60),
      periodName: `${ordinal(n)} Set`,
      periodKey: `S${n}`,
      periodNumber: n,
      isBreak: false,
    };
  }
  if (state.cricket) {
    const n = state.cricket.innings;
    return {
      minutes: Math.floor(state.elapsedSeconds / 60),
      periodName: `${ordinal(n)} Innings`,
      periodKey: `I${n}`,
      periodNumber: n,
      isBreak: false,
    };
  }
  if (state.race) {
    return {
      minutes: Math.floor(state.elapsedSeconds / 60),
      periodName: 'Race',
      periodKey: 'RACE',
      periodNumber: 1,
      isBreak: false,
    };
  }
  const period = state.plan[Math.min(state.periodIndex, state.plan.length - 1)] as PeriodPlan;
  const playPeriods = state.plan.filter((p) => p.seconds > 0);
  return {
    minutes: Math.floor(playedSeconds(state) / 60),
    periodName: period.name,
    periodKey: period.key,
    periodNumber: playPeriods.indexOf(period) + 1,
    isBreak: period.seconds === 0,
  };
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function addScore(state: MatchState, side: Side, amount: number): void {
  state.score[side] += amount;
  const current = state.periodScores[state.periodScores.length - 1];
  if (current) current.score[side] += amount;
}

/** Poisson sample, fine for the small means of one tick. */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random.next();
  while (product > limit) {
    k++;
    product *= random.next();
  }
  return k;
}

function stepTimed(state: MatchState, model: MatchModel, seconds: number, random: Random, changes: StepChanges): void {
  let left = seconds;
  while (left > 0 && !state.finished) {
    const period = state.plan[state.periodIndex] as PeriodPlan;
    const length = period.seconds > 0 ? period.seconds : (period.breakSeconds ?? 0);
    const dt = Math.min(left, length - state.periodSeconds);
    if (period.seconds > 0 && dt > 0) {
      const share = dt / totalPlaySeconds(state);
      if (model.kind === 'goals') {
        const a = poisson(random, model.lambdaA * share);
        const b = poisson(random, model.lambdaB * share);
        if (a > 0) addScore(state, 'A', a);
        if (b > 0) addScore(state, 'B', b);
        if (a + b > 0) changes.scored = true;
        if (state.football) playFootballDetail(state.football, model, share, { A: a, B: b }, random);
      } else if (model.kind === 'points') {
        const meanA = (model.total / 2 + model.margin / 2) * share;
        const meanB = (model.total / 2 - model.margin / 2) * share;
        const sides = [
          ['A', meanA],
          ['B', meanB],
        ] as const;
        // Random order, so neither side systematically wins a race decided within one tick.
        for (const [side, mean] of random.chance(0.5) ? sides : [...sides].reverse()) {
          const baskets = poisson(random, Math.max(0, mean) / 2.1);
          let points = 0;
          for (let i = 0; i < baskets; i++) points += random.chance(0.28) ? 3 : random.chance(0.1) ? 1 : 2;
          if (points > 0) {
            addScore(state, side, points);
            changes.scored = true;
            for (const target of RACE_TARGETS) {
              if (state.raceWinners[target] === undefined && state.score[side] >= target) state.raceWinners[target] = side;
            }
          }
        }
      }
    }
    state.periodSeconds += dt;
    state.elapsedSeconds += dt;
    left -= dt;
    if (state.periodSeconds >= length) {
      const level = state.score.A === state.score.B;
      if (state.periodIndex === state.plan.length - 1 && level && (state.sport === 'BASK' || state.sport === 'EBSK')) {
        // Basketball cannot end level: five more minutes until someone leads.
        state.plan.push(play(`OT${state.plan.length}`, 'Overtime', 5));
      }
      if (state.periodIndex === state.plan.length - 1) {
        if (level && state.sport === 'ICEH') state.overtimeWinner = random.chance(0.5) ? 'A' : 'B';
        state.finished = true;
      } else {
        state.periodIndex++;
        state.periodSeconds = 0;
        const next = state.plan[state.periodIndex] as PeriodPlan;
        if (next.seconds > 0) state.periodScores.push({ key: next.key, score: { A: 0, B: 0 } });
      }
      changes.periodChanged = true;
    }
  }
  if (state.finished) changes.finished = true;
}

/** Corners, cards and the scorer of each goal of a football match's stretch of `share` of its play. */
function playFootballDetail(
  football: NonNullable<MatchState['football']>,
  model: Extract<MatchModel, { kind: 'goals' }>,
  share: number,
  goals: Pair<number>,
  random: Random,
): void {
  const rates = setPieceRates(model);
  for (const side of ['A', 'B'] as const) {
    for (let goal = 0; goal < goals[side]; goal++) football.scorers.push({ side, player: drawScorer(random.next()) });
    football.corners[side] += poisson(random, rates.corners[side] * share);
    football.cards[side] += poisson(random, rates.cards[side] * share);
  }
}

function tennisPoint(
  state: MatchState,
  model: Extract<MatchModel, { kind: 'sets' }>,
  random: Random,
  changes: StepChanges,
): void {
  const t = state.tennis as NonNullable<MatchState['tennis']>;
  // Serve is worth about 12 points of percentage; the set strength tilts it further.
  const pA = 0.5 + (model.pSetA - 0.5) * 0.3 + (t.server === 'A' ? 0.12 : -0.12);
  const winner: Side = random.chance(pA) ? 'A' : 'B';
  const loser: Side = winner === 'A' ? 'B' : 'A';
  t.points[winner]++;
  const target = t.tiebreak ? 7 : 4;
  if (t.points[winner] < target || t.points[winner] - t.points[loser] < 2) return;
  t.points = { A: 0, B: 0 };
  t.games[winner]++;
  t.server = t.server === 'A' ? 'B' : 'A';
  const set = state.periodScores[state.periodScores.length - 1];
  if (set) set.score[winner]++;
  changes.scored = true;
  const g = t.games;
  const setWon = (g[winner] >= 6 && g[winner] - g[loser] >= 2) || g[winner] === 7;
  t.tiebreak = g.A === 6 && g.B === 6;
  if (!setWon) return;
  t.sets[winner]++;
  state.score[winner]++;
  t.games = { A: 0, B: 0 };
  t.tiebreak = false;
  changes.periodChanged = true;
  if (t.sets[winner] === 2) {
    state.finished = true;
    changes.finished = true;
  } else {
    state.periodScores.push({ key: `S${t.sets.A + t.sets.B + 1}`, score: { A: 0, B: 0 } });
  }
}

function cricketBall(
  state: MatchState,
  model: Extract<MatchModel, { kind: 'cricket' }>,
  random: Random,
  changes: StepChanges,
): void {
  const c = state.cricket as NonNullable<MatchState['cricket']>;
  const batting: Side = c.innings === 1 ? 'A' : 'B';
  const strength = batting === 'A' ? model.pA : 1 - model.pA;
  const roll = random.next();
  const wicketChance = 0.06 - (strength - 0.5) * 0.03;
  let outcome: string;
  if (roll < wicketChance) outcome = 'W';
  else {
    const r = random.next();
    const runRate = model.expectedRuns / CRICKET_BALLS;
    // Shift the runs distribution so its mean matches the model's run rate.
    const boundary = 0.16 * (runRate / 1.4) + (strength - 0.5) * 0.04;
    outcome = r < boundary * 0.35 ? '6' : r < boundary ? '4' : r < 0.52 ? '1' : r < 0.62 ? '2' : r < 0.635 ? '3' : '0';
  }
  c.balls++;
  c.recent = [...c.recent, outcome].slice(-6);
  if (outcome === 'W') c.wickets[batting]++;
  else if (outcome !== '0') addScore(state, batting, Number(outcome));
  changes.scored = true;
  const inningsOver = c.balls >= CRICKET_BALLS || c.wickets[batting] >= 10;
  const chased = c.innings === 2 && state.score.B > state.score.A;
  if (chased || (c.innings === 2 && inningsOver)) {
    state.finished = true;
    changes.finished = true;
  } else if (inningsOver) {
    c.innings = 2;
    c.balls = 0;
    c.recent = [];
    c.secondsToBall = CRICKET_SECONDS_PER_BALL * CRICKET_INNINGS_BREAK_BALLS;
    state.periodScores.push({ key: 'I2', score: { A: 0, B: 0 } });
    changes.periodChanged = true;
  }
}

/** Advances the match by `seconds` of match time. */
export function step(state: MatchState, model: MatchModel, seconds: number, random: Random): StepChanges {
  const changes: StepChanges = { scored: false, periodChanged: false, finished: false };
  if (state.finished) return changes;
  if (state.tennis && model.kind === 'sets') {
    state.elapsedSeconds += seconds;
    state.tennis.secondsToPoint -= seconds;
    while (state.tennis.secondsToPoint <= 0 && !state.finished) {
      tennisPoint(state, model, random, changes);
      state.tennis.secondsToPoint += TENNIS_SECONDS_PER_POINT * (0.6 + random.next() * 0.8);
    }
    // Points within a game are news too: the scoreboard shows them.
    changes.scored = true;
  } else if (state.cricket && model.kind === 'cricket') {
    state.elapsedSeconds += seconds;
    state.cricket.secondsToBall -= seconds;
    while (state.cricket.secondsToBall <= 0 && !state.finished) {
      cricketBall(state, model, random, changes);
      state.cricket.secondsToBall += CRICKET_SECONDS_PER_BALL * (0.7 + random.next() * 0.6);
    }
  } else if (state.race && model.kind === 'race') {
    stepRace(state, state.race, model, seconds, random, changes);
  } else {
    stepTimed(state, model, seconds, random, changes);
  }
  return changes;
}

/** A race: the runners gallop on; when the last is home the finishing order settles it like an outright. */
function stepRace(
  state: MatchState,
  race: RaceState,
  model: RaceModel,
  seconds: number,
  random: Random,
  changes: StepChanges,
): void {
  state.elapsedSeconds += seconds;
  runRace(race, model, seconds, random);
  if (!isRaceOver(race)) return;
  state.outrightOrder = finishingOrder(race);
  state.outrightWinner = state.outrightOrder[0];
  state.finished = true;
  changes.finished = true;
}

export function tennisPoints(state: MatchState): Pair<string> | undefined {
  const t = state.tennis;
  if (!t) return undefined;
  if (t.tiebreak) return { A: String(t.points.A), B: String(t.points.B) };
  const { A, B } = t.points;
  if (A >= 3 && B >= 3) {
    if (A === B) return { A: '40', B: '40' };
    return A > B ? { A: 'A', B: '40' } : { A: '40', B: 'A' };
  }
  return { A: POINT_NAMES[A] ?? '40', B: POINT_NAMES[B] ?? '40' };
}

/** Typical real duration of a match in seconds, to place in-play events at a believable minute. */
export function typicalDurationSeconds(state: MatchState): number {
  if (state.tennis) return 95 * 60;
  if (state.race) return state.race.metres / GALLOP_METRES_PER_SECOND;
  if (state.cricket) return 2 * CRICKET_BALLS * CRICKET_SECONDS_PER_BALL + CRICKET_INNINGS_BREAK_BALLS * CRICKET_SECONDS_PER_BALL;
  return state.plan.reduce((sum, p) => sum + p.seconds + (p.breakSeconds ?? 0), 0);
}
