import { getBus } from '@sportsbook/bus';
import { useOperatorSettings } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { walletPollMs } from '../settings/settings';
import { fetchWallet } from './wallet-api';
import { startWalletPolling } from './wallet-poller';

/**
 * Polls the wallet while a player is logged in and publishes it as wallet/balance, so the shell's
 * pill and the betslip follow (spec §7). Off in integration mode, where the partner owns the wallet.
 */
export function useWalletPolling(enabled: boolean): void {
  const intervalMs = walletPollMs(useOperatorSettings() ?? null);
  const [accountId, setAccountId] = useState<string | null>(null);

  useEffect(() => {
    const bus = getBus();
    return bus.subscribe('session', (session) => setAccountId(session.loggedIn ? session.accountId : null));
  }, []);

  useEffect(() => {
    if (!enabled || !accountId) return;
    const bus = getBus();
    const stop = startWalletPolling({
      fetchWallet,
      publish: (wallet) => bus.setState('wallet/balance', wallet),
      intervalMs,
      target: window,
      onError: (error) => console.warn('[mfe-account] wallet refresh failed', error),
    });
    return () => {
      stop();
      if (!bus.getState('session')?.loggedIn && bus.getState('wallet/balance') !== null) bus.setState('wallet/balance', null);
    };
  }, [enabled, accountId, intervalMs]);
}
