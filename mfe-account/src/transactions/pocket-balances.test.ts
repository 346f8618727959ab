import { pocketBalances } from './pocket-balances';

it('shows each pocket beside every row: a free-bet stake leaves the cash balance where it was', () => {
  const balances = pocketBalances([
    { id: 4, pocket: 'REAL', balanceAfter: 973 },
    { id: 3, pocket: 'PROMO', balanceAfter: 0 },
    { id: 2, pocket: 'REAL', balanceAfter: 975 },
    { id: 1, pocket: 'PROMO', balanceAfter: 10 },
  ]);
  expect(balances.get(4)).toEqual({ REAL: 973, PROMO: 0 });
  expect(balances.get(3)).toEqual({ REAL: 975, PROMO: 0 });
  expect(balances.get(2)).toEqual({ REAL: 975, PROMO: 10 });
  expect(balances.get(1)).toEqual({ REAL: null, PROMO: 10 });
});
