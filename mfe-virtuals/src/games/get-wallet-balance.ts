import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET {wallet base}/accounts/me/balance (spec §7 Account). */
export const getWalletBalance = (): Promise<WalletBalanceResponse> =>
  http().get<WalletBalanceResponse>('/api/accounts/me/balance');
