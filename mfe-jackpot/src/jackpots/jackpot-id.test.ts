import { jackpotIdOf } from './jackpot-id';

it.each([
  ['42', 42],
  ['42-mega-jackpot-13', 42],
])('reads %s as jackpot %i', (segment, id) => {
  expect(jackpotIdOf(segment)).toBe(id);
});

it.each(['', 'mega', '42x', '-1', undefined])('rejects %s', (segment) => {
  expect(jackpotIdOf(segment)).toBeNull();
});
