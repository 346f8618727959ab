/**
 * The games' maths as pure functions: the round clock, what each round offers, how it ends, which
 * picks are valid and what they pay. Rounds run on the wall clock, the same for every player of a
 * provider; a round's offer and result come from an HMAC of the server's game secret, so they are
 * fixed in advance yet unknowable to a client until the server reveals them after betting closes.
 */
import { createHmac } from 'node:crypto';
import type { DrawRules, GameDefinition } from './game-catalogue';

/** One round every 15 s: 10 s of betting, then 5 s in which the round plays out on screen. */
export const ROUND_MS = 15_000;
export const BETTING_MS = 10_000;

export interface RoundTimes {
  round: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

export const roundAt = (now: number): number => Math.floor(now / ROUND_MS);

export const roundTimes = (round: number): RoundTimes => ({
  round,
  opensAt: round * ROUND_MS,
  closesAt: round * ROUND_MS + BETTING_MS,
  endsAt: (round + 1) * ROUND_MS,
});

/** Uniform numbers in [0, 1) from HMAC-SHA256 blocks of (secret, label): a keyed, reproducible stream. */
export function keyedStream(secret: string, label: string): () => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${label}#${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

export interface FootballOffer {
  home: string;
  away: string;
  odds: Record<FootballOutcome, number>;
}
export type FootballOutcome = '1' | 'X' | '2';
export interface DrawOffer extends DrawRules {
  /** Decimal odds by number of picks (all picks must be drawn). */
  odds: Record<string, number>;
}
export interface CrashOffer {
  minCashOut: number;
  maxCashOut: number;
}
export type RoundOffer = FootballOffer | DrawOffer | CrashOffer;

export interface FootballResult {
  score: [number, number];
  /** Minutes of the goals, in order, for the replay on screen. */
  goals: { minute: number; side: 'home' | 'away' }[];
  outcome: FootballOutcome;
}
export interface DrawResult {
  /** In the order they were drawn. */
  numbers: number[];
}
export interface CrashResult {
  crashPoint: number;
}
export type RoundResult = FootballResult | DrawResult | CrashResult;

/** Book margins: what the house keeps on average. */
const FOOTBALL_MARGIN = 0.07;
const DRAW_PAYOUT_SHARE = 0.9;
/** A crash round's return to player: P(crash point ≥ x) = CRASH_RTP / x. */
const CRASH_RTP = 0.96;
const CRASH_CAP = 1000;
const CRASH_LIMITS: CrashOffer = { minCashOut: 1.01, maxCashOut: 100 };
const MAX_GOALS = 10;

const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
}

function samplePoisson(mean: number, next: () => number): number {
  const limit = Math.exp(-mean);
  let goals = 0;
  let product = next();
  while (product > limit && goals < MAX_GOALS) {
    goals++;
    product *= next();
  }
  return goals;
}

/** The two sides and their scoring rates of a football round: the offer and the result share them. */
function footballMatch(teams: readonly string[], secret: string, label: string) {
  const next = keyedStream(secret, `${label}:offer`);
  const homeIndex = Math.floor(next() * teams.length);
  const awayIndex = (homeIndex + 1 + Math.floor(next() * (teams.length - 1))) % teams.length;
  return {
    home: teams[homeIndex] as string,
    away: teams[awayIndex] as string,
    homeRate: 0.8 + next() * 1.3,
    awayRate: 0.6 + next() * 1.2,
  };
}

/** 1X2 probabilities of two independent Poisson scores. */
export function footballChances(homeRate: number, awayRate: number): Record<FootballOutcome, number> {
  const chances = { '1': 0, X: 0, '2': 0 };
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = poisson(homeRate, h) * poisson(awayRate, a);
      chances[h > a ? '1' : h === a ? 'X' : '2'] += p;
    }
  }
  return chances;
}

const priceOf = (chance: number, margin: number) => Math.max(1.01, floor2(1 / (chance * (1 + margin))));

function combinations(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Odds of a draw ticket with k picks, all of which must be among the numbers drawn. */
export function drawOdds(rules: DrawRules): Record<string, number> {
  const odds: Record<string, number> = {};
  for (let k = 1; k <= rules.maxPicks; k++) {
    const chance = combinations(rules.pool - k, rules.drawn - k) / combinations(rules.pool, rules.drawn);
    odds[k] = floor2(DRAW_PAYOUT_SHARE / chance);
  }
  return odds;
}

const roundLabel = (provider: string, round: number) => `${provider}:${round}`;

export function roundOffer(game: GameDefinition, provider: string, round: number, secret: string): RoundOffer {
  switch (game.family) {
    case 'football': {
      const match = footballMatch(game.teams ?? [], secret, roundLabel(provider, round));
      const chances = footballChances(match.homeRate, match.awayRate);
      return {
        home: match.home,
        away: match.away,
        odds: {
          '1': priceOf(chances['1'], FOOTBALL_MARGIN),
          X: priceOf(chances.X, FOOTBALL_MARGIN),
          '2': priceOf(chances['2'], FOOTBALL_MARGIN),
        },
      };
    }
    case 'draw':
      return { ...(game.draw as DrawRules), odds: drawOdds(game.draw as DrawRules) };
    case 'crash':
      return CRASH_LIMITS;
  }
}

export function roundResult(game: GameDefinition, provider: string, round: number, secret: string): RoundResult {
  const label = roundLabel(provider, round);
  const next = keyedStream(secret, `${label}:result`);
  switch (game.family) {
    case 'football': {
      const match = footballMatch(game.teams ?? [], secret, label);
      const home = samplePoisson(match.homeRate, next);
      const away = samplePoisson(match.awayRate, next);
      const goals = [
        ...Array.from({ length: home }, () => ({ minute: 1 + Math.floor(next() * 90), side: 'home' as const })),
        ...Array.from({ length: away }, () => ({ minute: 1 + Math.floor(next() * 90), side: 'away' as const })),
      ].sort((a, b) => a.minute - b.minute);
      return { score: [home, away], goals, outcome: home > away ? '1' : home === away ? 'X' : '2' };
    }
    case 'draw': {
      const { pool, drawn } = game.draw as DrawRules;
      const balls = Array.from({ length: pool }, (_, i) => i + 1);
      for (let i = 0; i < drawn; i++) {
        const j = i + Math.floor(next() * (pool - i));
        [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
      }
      return { numbers: balls.slice(0, drawn) };
    }
    case 'crash': {
      const u = next();
      return { crashPoint: Math.min(CRASH_CAP, Math.max(1, floor2(CRASH_RTP / (1 - u)))) };
    }
  }
}

export type FootballPick = { outcome: FootballOutcome };
export type DrawPick = { numbers: number[] };
export type CrashPick = { cashOut: number };
export type GamePick = FootballPick | DrawPick | CrashPick;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A pick as the family allows it (normalised), or a sentence saying what is wrong. */
export function parsePick(game: GameDefinition, value: unknown): { pick: GamePick } | { error: string } {
  if (!isRecord(value)) return { error: 'pick must be an object' };
  switch (game.family) {
    case 'football':
      return value.outcome === '1' || value.outcome === 'X' || value.outcome === '2'
        ? { pick: { outcome: value.outcome } }
        : { error: 'pick.outcome must be "1", "X" or "2"' };
    case 'draw': {
      const { pool, maxPicks } = game.draw as DrawRules;
      const numbers = value.numbers;
      if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > maxPicks)
        return { error: `pick.numbers must hold 1 to ${maxPicks} numbers` };
      if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= pool))
        return { error: `pick.numbers must be whole numbers from 1 to ${pool}` };
      if (new Set(numbers).size !== numbers.length) return { error: 'pick.numbers must not repeat' };
      return { pick: { numbers: [...(numbers as number[])].sort((a, b) => a - b) } };
    }
    case 'crash': {
      const cashOut = value.cashOut;
      if (
        typeof cashOut !== 'number' ||
        !Number.isFinite(cashOut) ||
        cashOut < CRASH_LIMITS.minCashOut ||
        cashOut > CRASH_LIMITS.maxCashOut ||
        Math.abs(Math.round(cashOut * 100) - cashOut * 100) > 1e-6
      )
        return { error: `pick.cashOut must be ${CRASH_LIMITS.minCashOut} to ${CRASH_LIMITS.maxCashOut} with 2 decimals` };
      return { pick: { cashOut } };
    }
  }
}

/** The decimal odds a pick is taken at, from the round's offer. */
export function pickOdds(offer: RoundOffer, pick: GamePick): number {
  if ('outcome' in pick) return (offer as FootballOffer).odds[pick.outcome];
  if ('numbers' in pick) return (offer as DrawOffer).odds[pick.numbers.length] as number;
  return pick.cashOut;
}

export function pickWins(result: RoundResult, pick: GamePick): boolean {
  if ('outcome' in pick) return (result as FootballResult).outcome === pick.outcome;
  if ('numbers' in pick) return pick.numbers.every((n) => (result as DrawResult).numbers.includes(n));
  return (result as CrashResult).crashPoint >= pick.cashOut;
}
