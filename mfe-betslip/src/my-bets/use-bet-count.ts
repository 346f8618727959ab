import { getBus } from '@sportsbook/bus';
import { useServerData } from '@sportsbook/ui';
import { getBetCount } from './bet-count';

/** Its balance updates the wallet topic when it is a finite number that differs (spec §7). */
function shareBalance(balance: unknown): void {
  const wallet = getBus().getState('wallet/balance');
  if (wallet && typeof balance === 'number' && Number.isFinite(balance) && balance !== wallet.balance) {
    getBus().setState('wallet/balance', { ...wallet, balance });
  }
}

/** The open-bet count, polled at betcount_polling_interval while logged in; null when logged out. */
export function useBetCount(accountId: string | null, pollMs: number, refreshKey: unknown): number | null {
  const count = useServerData(
    ['bet-count', accountId, refreshKey],
    async (signal) => {
      const response = await getBetCount(accountId ?? '', signal);
      shareBalance(response.balance);
      return Number.isFinite(response.count) ? response.count : null;
    },
    { pollMs, enabled: accountId !== null },
  );
  return accountId !== null && count.status === 'ready' ? count.data : null;
}
