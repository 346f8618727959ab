/**
 * Keeps wallet/balance fresh while a player is logged in (spec §7): fetched at once, polled at
 * user_wallet_poll_time and refetched when the window regains focus. A newer fetch aborts an
 * older one so a slow answer can never overwrite a fresher balance.
 */
import type { WalletBalance, WalletBalanceResponse } from '@sportsbook/contracts';
import { isAbortError } from '@sportsbook/http';
import { walletFromResponse } from './wallet-mapping';

export interface WalletPollerDeps {
  fetchWallet: (signal: AbortSignal) => Promise<WalletBalanceResponse>;
  publish: (wallet: WalletBalance) => void;
  intervalMs: number;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  onError?: (error: unknown) => void;
}

export function startWalletPolling(deps: WalletPollerDeps): () => void {
  let controller: AbortController | undefined;
  let stopped = false;

  const refresh = () => {
    controller?.abort();
    const current = (controller = new AbortController());
    deps.fetchWallet(current.signal).then(
      (response) => {
        if (!stopped && !current.signal.aborted) deps.publish(walletFromResponse(response));
      },
      (error: unknown) => {
        if (!isAbortError(error)) deps.onError?.(error);
      },
    );
  };

  refresh();
  const timer = setInterval(refresh, deps.intervalMs);
  deps.target.addEventListener('focus', refresh);
  return () => {
    stopped = true;
    clearInterval(timer);
    deps.target.removeEventListener('focus', refresh);
    controller?.abort();
  };
}
