import { createBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { fakeApi } from '@sportsbook/http/testing';
import { refreshWallet } from './refresh-wallet';

const wallet = { balance: 42.5, promoCash: 2.5, totalLeftToWager: 0, withdrawableAmount: 40 };

let network: ReturnType<typeof fakeApi>;
beforeEach(() => {
  network = fakeApi(() => ({ body: { currency: 'EUR', balance: 42.5, wallets: { sportsbook: wallet } } }));
});

it('publishes the wallet the API reports on wallet/balance', async () => {
  const bus = createBus();
  bus.setState('session', { loggedIn: true, accountId: 'A1', username: 'ana', currency: 'EUR', expiresAt: null });
  await refreshWallet(bus);
  expect(network).toHaveBeenCalledWith('/api/accounts/me/balance', expect.anything());
  expect(bus.getState('wallet/balance')).toEqual({ currency: 'EUR', balance: 42.5, promoCash: 2.5, withdrawableAmount: 40 });
});

it('asks nothing for a guest in demo mode', async () => {
  const bus = createBus();
  bus.setState('session', LOGGED_OUT);
  await refreshWallet(bus);
  expect(network).not.toHaveBeenCalled();
});
