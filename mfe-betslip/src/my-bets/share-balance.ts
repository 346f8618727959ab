import { getBus } from '@sportsbook/bus';
import { walletAfterBet } from '@sportsbook/stakes';

/**
 * A book's answer that names the player's balance (cash and bonus money together: the cash-out
 * answer, the open-bet count's poll) puts it on the wallet topic at once, as the slip does after a
 * bet, so the header shows it without waiting for the wallet's own poll. Cash-outs and settlements
 * pay into cash: the bonus pocket stands as the wallet last said.
 */
export function shareBalance(balance: unknown): void {
  const bus = getBus();
  const wallet = bus.getState('wallet/balance');
  if (!wallet || typeof balance !== 'number' || !Number.isFinite(balance) || balance === wallet.balance) return;
  bus.setState('wallet/balance', walletAfterBet(wallet, balance - wallet.promoCash, wallet.promoCash));
}
