import { walletFromResponse } from './wallet-mapping';

const response = {
  currency: 'EUR',
  balance: 1010,
  wallets: { sportsbook: { balance: 1010, promoCash: 10, totalLeftToWager: 5, withdrawableAmount: 1000 } },
};

it('maps the sportsbook wallet: total, bonus and real money', () => {
  expect(walletFromResponse(response)).toEqual({ currency: 'EUR', balance: 1010, promoCash: 10, withdrawableAmount: 1000 });
});
