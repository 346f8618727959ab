import type { WalletTransactionsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

/** GET /api/accounts/me/transactions: the latest wallet movements; paging and dates are applied here. */
export const fetchTransactions = (signal: AbortSignal): Promise<WalletTransactionsResponse> =>
  http().get<WalletTransactionsResponse>('/api/accounts/me/transactions', { signal });
