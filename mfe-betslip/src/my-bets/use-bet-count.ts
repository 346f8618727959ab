import type { BetCountResponse } from '@sportsbook/contracts';
import { serverData, useServerData } from '@sportsbook/ui';
import { useRef } from 'react';
import { getBetCount } from '../api-calls/bet-count';
import { shareBalance } from './share-balance';

/** The open-bet lists' data, whatever the tab, language and account. */
export const MY_BETS_KEY = 'my-bets';

/**
 * The open-bet count, polled at betcount_polling_interval while logged in; null when logged out.
 * Its balance updates the wallet topic (spec §7). A count or balance that moved since the last
 * answer means the book settled or cashed out a bet on its own (an auto cash out): the lists load
 * again, so a card never keeps an offer for a bet that is gone.
 */
export function useBetCount(accountId: string | null, pollMs: number, refreshKey: unknown): number | null {
  const last = useRef<BetCountResponse | null>(null);
  const count = useServerData(
    ['bet-count', accountId, refreshKey],
    async (signal) => {
      const response = await getBetCount(accountId ?? '', signal);
      shareBalance(response.balance);
      const before = last.current;
      last.current = response;
      if (before && (before.count !== response.count || before.balance !== response.balance)) {
        void serverData().invalidateQueries({ queryKey: [MY_BETS_KEY] });
      }
      return Number.isFinite(response.count) ? response.count : null;
    },
    { pollMs, enabled: accountId !== null },
  );
  return accountId !== null && count.status === 'ready' ? count.data : null;
}
