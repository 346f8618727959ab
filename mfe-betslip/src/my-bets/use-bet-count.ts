import { getBus } from '@sportsbook/bus';
import { isAbortError } from '@sportsbook/http';
import { useEffect, useState } from 'react';
import { getBetCount } from './bet-count';

/**
 * The open-bet count, polled at betcount_polling_interval while logged in. Its balance updates the
 * wallet topic when it is a finite number (spec §7).
 */
export function useBetCount(accountId: string | null, pollMs: number, refreshKey: unknown): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!accountId) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    const load = () =>
      getBetCount(accountId, controller.signal).then(
        (response) => {
          if (Number.isFinite(response.count)) setCount(response.count);
          const wallet = getBus().getState('wallet/balance');
          if (
            wallet &&
            typeof response.balance === 'number' &&
            Number.isFinite(response.balance) &&
            response.balance !== wallet.balance
          ) {
            getBus().setState('wallet/balance', { ...wallet, balance: response.balance });
          }
        },
        (error: unknown) => {
          if (!isAbortError(error)) console.warn('[betslip] bet count unavailable', error);
        },
      );
    void load();
    const timer = setInterval(() => void load(), pollMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [accountId, pollMs, refreshKey]);
  return count;
}
