import { GAMES } from './game-catalogue';
import {
  BETTING_MS,
  ROUND_MS,
  drawOdds,
  footballChances,
  keyedStream,
  parsePick,
  pickOdds,
  pickWins,
  roundAt,
  roundOffer,
  roundResult,
  roundTimes,
  type CrashResult,
  type FootballOffer,
} from './game-rounds';

it('runs rounds back to back: betting first, then the play-out, then the next round', () => {
  const times = roundTimes(roundAt(1_000_000_000_007));
  expect(times.opensAt).toBeLessThanOrEqual(1_000_000_000_007);
  expect(times.closesAt - times.opensAt).toBe(BETTING_MS);
  expect(times.endsAt).toBe(roundTimes(times.round + 1).opensAt);
  expect(times.endsAt - times.opensAt).toBe(ROUND_MS);
});

it('draws the same numbers for the same secret and label, other numbers for another secret', () => {
  const a = keyedStream('secret', 'kiron:1');
  const b = keyedStream('secret', 'kiron:1');
  const c = keyedStream('other', 'kiron:1');
  const first = Array.from({ length: 20 }, a);
  expect(Array.from({ length: 20 }, b)).toEqual(first);
  expect(Array.from({ length: 20 }, c)).not.toEqual(first);
  expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
});

it('prices 1X2 from the scoring rates with the margin on top', () => {
  const chances = footballChances(1.5, 1.1);
  expect(chances['1'] + chances.X + chances['2']).toBeCloseTo(1, 5);
  expect(chances['1']).toBeGreaterThan(chances['2']);
  const offer = roundOffer(GAMES.kiron, 'kiron', 42, 's') as FootballOffer;
  const overround = 1 / offer.odds['1'] + 1 / offer.odds.X + 1 / offer.odds['2'];
  expect(overround).toBeGreaterThan(1.06);
  expect(overround).toBeLessThan(1.1);
});

it('pays a draw ticket 90 % of the fair odds of all its numbers coming up', () => {
  // 6 of 36: one number comes up 1 time in 6, two in 42, three in 357.
  expect(drawOdds({ pool: 36, drawn: 6, maxPicks: 3 })).toEqual({ 1: 5.4, 2: 37.8, 3: 321.3 });
});

it('settles football on the score, draws on every pick and crash on the cash-out', () => {
  const football = roundResult(GAMES.kiron, 'kiron', 7, 's');
  expect(pickWins(football, { outcome: (football as { outcome: '1' | 'X' | '2' }).outcome })).toBe(true);
  expect(pickWins({ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [2, 6] })).toBe(true);
  expect(pickWins({ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [2, 7] })).toBe(false);
  expect(pickWins({ crashPoint: 2.5 }, { cashOut: 2.5 })).toBe(true);
  expect(pickWins({ crashPoint: 2.49 }, { cashOut: 2.5 })).toBe(false);
  expect(pickOdds(roundOffer(GAMES.cryptoblast, 'cryptoblast', 1, 's'), { cashOut: 3.2 })).toBe(3.2);
});

it('gives a crash round its house edge: about 96 % of rounds reach ×1.01 and 48 % reach ×2', () => {
  const points = Array.from(
    { length: 4000 },
    (_, round) => (roundResult(GAMES.cryptoblast, 'cryptoblast', round, 'edge') as CrashResult).crashPoint,
  );
  const share = (x: number) => points.filter((p) => p >= x).length / points.length;
  expect(share(1.01)).toBeCloseTo(0.95, 1);
  expect(share(2)).toBeCloseTo(0.48, 1);
  expect(Math.min(...points)).toBeGreaterThanOrEqual(1);
});

it('draws distinct balls from the pool', () => {
  for (let round = 0; round < 50; round++) {
    const { numbers } = roundResult(GAMES.powerball, 'powerball', round, 's') as { numbers: number[] };
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.every((n) => n >= 1 && n <= 45)).toBe(true);
  }
});

it('normalises valid picks and names what is wrong with the others', () => {
  expect(parsePick(GAMES.lotto, { numbers: [9, 3] })).toEqual({ pick: { numbers: [3, 9] } });
  expect(parsePick(GAMES.kiron, { outcome: 'X', extra: 1 })).toEqual({ pick: { outcome: 'X' } });
  expect(parsePick(GAMES.cryptoblast, { cashOut: 1.5 })).toEqual({ pick: { cashOut: 1.5 } });
  expect(parsePick(GAMES.lotto, { numbers: [1, 1] })).toEqual({ error: 'pick.numbers must not repeat' });
  expect(parsePick(GAMES.kiron, null)).toEqual({ error: 'pick must be an object' });
});
