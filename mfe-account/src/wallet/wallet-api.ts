import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET {wallet base}/accounts/me/balance (spec §7), wallet base /api. */
export const fetchWallet = (signal?: AbortSignal): Promise<WalletBalanceResponse> =>
  http().get<WalletBalanceResponse>('/api/accounts/me/balance', signal ? { signal } : {});
