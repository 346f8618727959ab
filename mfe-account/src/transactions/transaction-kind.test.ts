import { transactionKindOf } from './transactions-table';

it('names a stake of bonus money a free bet, and each cashier movement by its kind', () => {
  expect(transactionKindOf({ kind: 'BET_STAKE', pocket: 'PROMO' })).toBe('free_bet_stake');
  expect(transactionKindOf({ kind: 'BET_STAKE', pocket: 'REAL' })).toBe('bet_stake');
  expect(transactionKindOf({ kind: 'WITHDRAWAL', pocket: 'REAL' })).toBe('withdrawal');
  expect(transactionKindOf({ kind: 'WITHDRAWAL_CANCELLED', pocket: 'REAL' })).toBe('withdrawal_cancelled');
});
