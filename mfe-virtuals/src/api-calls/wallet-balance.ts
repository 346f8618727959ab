import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { walletBalanceEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET {wallet base}/accounts/me/balance (spec §7 Account). */
export const getWalletBalance = (): Promise<WalletBalanceResponse> => call(walletBalanceEndpoint, {});
