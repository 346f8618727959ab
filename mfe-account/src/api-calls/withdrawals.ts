import { withdrawalsEndpoint, type WithdrawalsResponse } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchWithdrawals = (signal?: AbortSignal): Promise<WithdrawalsResponse> => call(withdrawalsEndpoint, { signal });

/** The player's withdrawals through the page's cache; a new `reload` asks again (Retry). */
export const useWithdrawals = (reload: number): ApiData<WithdrawalsResponse> =>
  useServerData(['withdrawals', reload], fetchWithdrawals);
