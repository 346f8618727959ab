import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { getBus } from '@sportsbook/bus';
import { useBusState, useOperatorSettings, useServerData, type ApiData, type ServerDataOptions } from '@sportsbook/ui';
import { useEffect } from 'react';
import { walletPollMs } from './wallet-poll';
import { fetchWallet } from '../api-calls/balance';
import { walletFromResponse } from './wallet-mapping';

/**
 * The player's wallet on the page's one `['wallet']` key: the poller and the balances page share
 * each request, and every answer for the current session is published as wallet/balance, so the
 * shell's pill and the betslip follow.
 */
export function useWallet(options: ServerDataOptions = {}): ApiData<WalletBalanceResponse> {
  const session = useBusState('session');
  const accountId = session?.loggedIn ? session.accountId : null;
  return useServerData(
    ['wallet'],
    async (signal) => {
      const response = await fetchWallet(signal);
      // An answer for a session that has ended (a logout while it was on its way) is not published.
      if (!signal.aborted && getBus().getState('session')?.accountId === accountId) {
        getBus().setState('wallet/balance', walletFromResponse(response));
      }
      return response;
    },
    { ...options, enabled: (options.enabled ?? true) && accountId !== null },
  );
}

/**
 * Keeps wallet/balance fresh while a player is logged in (spec §7): fetched at once, polled at
 * user_wallet_poll_time and fetched again when the window regains focus. Every brand, a partner's
 * too: this API keeps each brand's wallet, and the header, the slip and the cashier read it here.
 */
export function useWalletPolling(): void {
  const intervalMs = walletPollMs(useOperatorSettings() ?? null);
  const session = useBusState('session');
  const accountId = session?.loggedIn ? session.accountId : null;
  useWallet({ pollMs: intervalMs });
  useEffect(() => {
    const bus = getBus();
    if (accountId === null && bus.getState('wallet/balance') !== null) bus.setState('wallet/balance', null);
  }, [accountId]);
}
