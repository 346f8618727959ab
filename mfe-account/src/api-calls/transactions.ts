import type { WalletTransactionsResponse } from '@sportsbook/contracts';
import { transactionsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

/** GET /api/accounts/me/transactions: the latest wallet movements; paging and dates are applied here. */
export const fetchTransactions = (signal: AbortSignal): Promise<WalletTransactionsResponse> =>
  call(transactionsEndpoint, { signal });

/** The latest wallet movements through the page's cache; a new `reload` asks again (Retry). */
export const useTransactions = (reload: number): ApiData<WalletTransactionsResponse> =>
  useServerData(['transactions', reload], fetchTransactions);
