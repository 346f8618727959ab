import fc from 'fast-check';
import { createRandom, type Random } from '../catalogue/random';
import { racePlaceTerms, raceWinChances, type RaceModel } from './race-model';
import { finishingOrder, isRaceOver, newRace, raceSituation, runRace, runningOrder } from './race-running';

function randomRace(random: Random, size = random.int(6, 14)): RaceModel {
  const ratings = Array.from({ length: size }, () => random.next() * 2 - 1);
  return {
    kind: 'race',
    runners: ratings.map((_, i) => `Runner ${i + 1}`),
    ratings,
    metres: random.pick([1005, 1608, 2412, 3216]),
    handicap: false,
  };
}

it('offers the British each-way terms by the size of the field, a handicap paying more places', () => {
  expect(racePlaceTerms(4, false)).toBeUndefined();
  expect(racePlaceTerms(6, true)).toEqual({ numerator: 1, denominator: 4, places: 2 });
  expect(racePlaceTerms(10, false)).toEqual({ numerator: 1, denominator: 5, places: 3 });
  expect(racePlaceTerms(16, false)).toEqual({ numerator: 1, denominator: 5, places: 3 });
  expect(racePlaceTerms(13, true)).toEqual({ numerator: 1, denominator: 4, places: 3 });
  expect(racePlaceTerms(16, true)).toEqual({ numerator: 1, denominator: 4, places: 4 });
});

it('gives every runner a chance, summing to one, at the off and in running', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.double({ min: 0, max: 0.99, noNaN: true }), (seed, progress) => {
      const random = createRandom(seed);
      const model = randomRace(random);
      const covered = model.ratings.map(() => model.metres * progress * (0.9 + random.next() * 0.1));
      for (const chances of [raceWinChances(model), raceWinChances(model, { covered, finished: [] })]) {
        expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(chances.every((p) => p > 0)).toBe(true);
      }
    }),
  );
});

it('at the off ranks runners by class; near the line a clear leader is all but home', () => {
  const model: RaceModel = { kind: 'race', runners: ['A', 'B', 'C'], ratings: [0.8, 0, -0.8], metres: 1608, handicap: false };
  const [a, b, c] = raceWinChances(model) as [number, number, number];
  expect(a).toBeGreaterThan(b);
  expect(b).toBeGreaterThan(c);
  // The weakest leads by 20 m with 80 m to run.
  const late = raceWinChances(model, { covered: [1508, 1508, 1528], finished: [] });
  expect(late[2]).toBeGreaterThan(0.9);
  expect(raceWinChances(model, { covered: [1608, 1600, 1590], finished: [1] })).toEqual([0, 1, 0]);
});

it('runs every runner home once, leaders first, and the running order always lists the field', () => {
  const random = createRandom(11);
  const model = randomRace(random, 12);
  const race = newRace(model);
  while (!isRaceOver(race)) {
    runRace(race, model, 7, random);
    expect([...runningOrder(race)].sort((a, b) => a - b)).toEqual(model.runners.map((_, i) => i));
    const { covered, finished } = raceSituation(race);
    expect(finished.every((runner) => covered[runner] === model.metres)).toBe(true);
  }
  expect([...finishingOrder(race)].sort((a, b) => a - b)).toEqual(model.runners.map((_, i) => i));
  expect(runningOrder(race)).toEqual(finishingOrder(race));
});

it('prices a race as it is run: over many races the favourites win about as often as their price says', () => {
  const random = createRandom(7);
  let priced = 0;
  let won = 0;
  const races = 600;
  for (let k = 0; k < races; k++) {
    const model = randomRace(random);
    const chances = raceWinChances(model);
    const favourite = chances.indexOf(Math.max(...chances));
    const race = newRace(model);
    while (!isRaceOver(race)) runRace(race, model, 5, random);
    priced += chances[favourite] ?? 0;
    if (finishingOrder(race)[0] === favourite) won++;
  }
  // 600 races: a standard error of about 0.02 on the favourites' strike rate.
  expect(Math.abs(won / races - priced / races)).toBeLessThan(0.05);
});
