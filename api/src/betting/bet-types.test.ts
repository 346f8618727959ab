import { DOUBLE_BET_TYPE_ID } from '@sportsbook/contracts';
import { binomial, combinationsOf } from '@sportsbook/stakes';
import { multipleBetTypeId, multipleName, systemFor, systemLineCount, systemLines, systemName, systemsFor } from './bet-types';

it('numbers every accumulator from the Double to the 15-fold (spec §9)', () => {
  expect(multipleBetTypeId(2)).toBe(DOUBLE_BET_TYPE_ID);
  expect(multipleBetTypeId(3)).toBe(200003);
  expect(multipleBetTypeId(15)).toBe(200015);
  expect(() => multipleBetTypeId(16)).toThrow(RangeError);
  expect([2, 3, 5].map(multipleName)).toEqual(['Double', 'Treble', '5-Fold']);
});

it('counts the lines of the named systems as the trade does', () => {
  const counts = Object.fromEntries(
    ['057', '058', '019', '059', '060', '047', '020', '021', '022', '046'].map((code) => {
      const n = [3, 4, 5, 6, 7, 8].find((k) => systemFor(code, k)) ?? 0;
      const system = systemFor(code, n);
      return [systemName(code), system ? systemLineCount(system, n) : 0];
    }),
  );
  expect(counts).toEqual({
    Trixie: 4,
    Patent: 7,
    Yankee: 11,
    'Lucky 15': 15,
    Canadian: 26,
    'Lucky 31': 31,
    Heinz: 57,
    'Lucky 63': 63,
    'Super Heinz': 120,
    Goliath: 247,
  });
});

it('builds k-fold systems as every combination', () => {
  const doubles = systemFor('002', 4);
  const all = combinationsOf([0, 1, 2, 3], 2);
  expect(doubles && systemLines(doubles, 4)).toEqual(all);
  expect(all).toHaveLength(binomial(4, 2));
  expect(systemName('002')).toBe('Doubles');
  expect(systemFor('004', 4)).toBeUndefined();
  expect(systemFor('019', 3)).toBeUndefined();
  expect(systemFor('019', 4)?.name).toBe('yankee');
  expect(systemFor('999', 4)).toBeUndefined();
  expect(systemsFor(3).map((s) => s.code)).toEqual(['002', '057', '058']);
});
