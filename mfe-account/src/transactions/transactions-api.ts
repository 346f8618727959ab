import type { WalletTransactionsResponse } from '@sportsbook/contracts';
import { transactionsEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** GET /api/accounts/me/transactions: the latest wallet movements; paging and dates are applied here. */
export const fetchTransactions = (signal: AbortSignal): Promise<WalletTransactionsResponse> =>
  call(transactionsEndpoint, { signal });
