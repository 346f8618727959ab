import { systemLineCount } from './bet-types';
import { binomial, combinationsOf, fullCoverCount } from './combinations';
import {
  NAMED_SYSTEMS,
  availableSystems,
  foldSystem,
  systemBetCount,
  systemByCode,
  systemTotals,
  type SystemLeg,
} from './systems';

const legs = (n: number): SystemLeg[] => Array.from({ length: n }, (_, i) => ({ marketId: i + 1, decimal: 2 }));

it.each([
  ['057', 'trixie', 4],
  ['058', 'patent', 7],
  ['019', 'yankee', 11],
  ['059', 'lucky15', 15],
  ['060', 'canadian', 26],
  ['047', 'lucky31', 31],
  ['020', 'heinz', 57],
  ['021', 'lucky63', 63],
  ['022', 'superHeinz', 120],
  ['046', 'goliath', 247],
])('system %s (%s) is %i bets', (code, name, bets) => {
  const system = systemByCode(code);
  expect(system?.name).toBe(name);
  expect(systemBetCount(system!, legs(system!.selections!))).toBe(bets);
});

it.each([
  [2, 3, 3],
  [2, 4, 6],
  [3, 5, 10],
  [4, 8, 70],
  [6, 12, 924],
])('k-from-n: %i from %i is C(n,k) = %i', (k, n, count) => {
  expect(systemLineCount(foldSystem(k), n)).toBe(count);
  expect(binomial(n, k)).toBe(count);
});

it.each([
  [3, 4],
  [4, 11],
  [5, 26],
  [8, 247],
])('full cover of %i selections without singles is 2^n − n − 1 = %i', (n, count) => {
  expect(fullCoverCount(n)).toBe(count);
});

it('full cover equals the named bets without singles', () => {
  for (const system of NAMED_SYSTEMS.filter((s) => !s.folds.includes(1))) {
    expect(systemLineCount(system, system.selections!)).toBe(fullCoverCount(system.selections!));
  }
});

it('codes 002 to 012 are the k-folds and nothing else parses', () => {
  expect(systemByCode('002')?.folds).toEqual([2]);
  expect(systemByCode('012')?.folds).toEqual([12]);
  expect(systemByCode('013')).toBeUndefined();
  expect(systemByCode('001')).toBeUndefined();
});

it('excludes combinations with two legs on the same market', () => {
  const repeated: SystemLeg[] = [
    { marketId: 1, decimal: 2 },
    { marketId: 1, decimal: 3 },
    { marketId: 2, decimal: 4 },
  ];
  expect(systemBetCount(systemByCode('057')!, repeated)).toBe(2);
  expect(systemBetCount(foldSystem(2), repeated)).toBe(2);
});

it('prices a Trixie at a unit stake', () => {
  const trixie = systemByCode('057')!;
  const three: SystemLeg[] = [
    { marketId: 1, decimal: 2 },
    { marketId: 2, decimal: 3 },
    { marketId: 3, decimal: 1.5 },
  ];
  // doubles 6 + 3 + 4.5 and the treble 9, at 1 each
  expect(systemTotals(trixie, three, 1)).toEqual({ bets: 4, totalStake: 4, potentialReturns: 22.5 });
  expect(systemTotals(trixie, three, 0)).toEqual({ bets: 4, totalStake: 0, potentialReturns: 0 });
});

it('offers k-folds below n and the named bets of n selections', () => {
  expect(availableSystems(2)).toEqual([]);
  expect(availableSystems(3).map((s) => s.code)).toEqual(['002', '057', '058']);
  expect(availableSystems(4).map((s) => s.code)).toEqual(['002', '003', '019', '059']);
  expect(
    availableSystems(15)
      .map((s) => s.code)
      .at(-1),
  ).toBe('012');
});

it('counts and prices every system exactly as listing its combinations would, repeated markets included', () => {
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let round = 0; round < 40; round++) {
    const n = 3 + Math.floor(random() * 6);
    const randomLegs: SystemLeg[] = Array.from({ length: n }, () => ({
      marketId: 1 + Math.floor(random() * n),
      decimal: Math.round((1.05 + random() * 6) * 100) / 100,
    }));
    for (const system of availableSystems(n)) {
      const listed = system.folds
        .flatMap((k) => combinationsOf(randomLegs, k))
        .filter((combo) => new Set(combo.map((leg) => leg.marketId)).size === combo.length);
      const listedReturns = listed.reduce((sum, combo) => sum + 2 * combo.reduce((p, leg) => p * leg.decimal, 1), 0);
      const totals = systemTotals(system, randomLegs, 2);
      expect(totals.bets).toBe(listed.length);
      expect(totals.potentialReturns).toBeCloseTo(listedReturns, 1);
    }
  }
});
