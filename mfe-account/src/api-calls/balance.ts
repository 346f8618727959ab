import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { walletBalanceEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET {wallet base}/accounts/me/balance (spec §7), wallet base /api. */
export const fetchWallet = (signal?: AbortSignal): Promise<WalletBalanceResponse> => call(walletBalanceEndpoint, { signal });
