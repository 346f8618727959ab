import { DOUBLE_BET_TYPE_ID } from '@sportsbook/contracts';
import {
  binomial,
  combinations,
  multipleBetTypeId,
  multipleName,
  systemFor,
  systemLineCount,
  systemLines,
  systemsFor,
} from './bet-types';

it('numbers multiples from the Double (spec §9)', () => {
  expect(multipleBetTypeId(2)).toBe(DOUBLE_BET_TYPE_ID);
  expect([2, 3, 5].map(multipleName)).toEqual(['Double', 'Treble', '5-Fold']);
});

it('counts the lines of the named systems as the trade does', () => {
  const counts = Object.fromEntries(
    ['057', '058', '019', '059', '060', '047', '020', '021', '022', '046'].map((code) => {
      const system = [3, 4, 5, 6, 7, 8].map((n) => systemFor(code, n)).find((s) => s !== undefined);
      const n = [3, 4, 5, 6, 7, 8].find((k) => systemFor(code, k)) ?? 0;
      return [system?.name, system ? systemLineCount(system, n) : 0];
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
  expect(doubles && systemLines(doubles, 4)).toEqual(combinations(4, 2));
  expect(combinations(4, 2)).toHaveLength(binomial(4, 2));
  expect(systemFor('004', 4)).toBeUndefined();
  expect(systemFor('019', 3)).toBeUndefined();
  expect(systemFor('019', 4)?.name).toBe('Yankee');
  expect(systemFor('999', 4)).toBeUndefined();
  expect(systemsFor(3).map((s) => s.code)).toEqual(['002', '057', '058']);
});
