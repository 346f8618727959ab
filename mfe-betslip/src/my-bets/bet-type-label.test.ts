import { BET_BUILDER_BET_TYPE_ID } from '@sportsbook/contracts';
import { betTypeLabel } from './bet-type-label';

const legs = (n: number) => Array.from({ length: n }, () => ({}) as never);

it.each([
  ['single', 1, { key: 'my-bets.type-single' }],
  ['multiple', 2, { key: 'multiple.double' }],
  ['multiple', 3, { key: 'multiple.treble' }],
  ['multiple', 4, { key: 'multiple.fold', values: { size: 4 } }],
  ['057', 3, { key: 'system.trixie' }],
  ['059', 4, { key: 'system.lucky15' }],
  ['002', 4, { key: 'system.fold', values: { k: 2 } }],
  ['bogus', 2, { key: 'my-bets.type-multi', values: { count: 2 } }],
])('a %s bet of %i legs is labelled %j, not "Multiple (n legs)"', (betType, n, label) => {
  expect(betTypeLabel({ betType, legs: legs(n) })).toEqual(label);
});

it('names a bet builder as the slip does, though the book stores it as a single', () => {
  expect(betTypeLabel({ betType: 'single', betTypeId: BET_BUILDER_BET_TYPE_ID, legs: legs(3) })).toEqual({ key: 'bet-builder' });
});
