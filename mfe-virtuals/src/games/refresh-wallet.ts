import type { Bus } from '@sportsbook/bus';
import { getWalletBalance } from '../api-calls/wallet-balance';

/**
 * After a game says money moved, the page asks the wallet itself rather than trusting an amount
 * from the frame: a game can make the page refresh, never make it show a balance.
 */
export async function refreshWallet(bus: Bus): Promise<void> {
  if (!bus.getState('session')?.loggedIn) return;
  const { currency, wallets } = await getWalletBalance();
  const { balance, promoCash, withdrawableAmount } = wallets.sportsbook;
  bus.setState('wallet/balance', { currency, balance, promoCash, withdrawableAmount });
}
