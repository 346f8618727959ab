import { cashierOptionsEndpoint, type CashierOptions } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';
import { useServerData, type ApiData } from '@sportsbook/ui';

export const fetchCashierOptions = (signal?: AbortSignal): Promise<CashierOptions> => call(cashierOptionsEndpoint, { signal });

/** The cashier's methods and limits through the page's cache; a new `reload` asks again (Retry). */
export const useCashierOptions = (reload: number): ApiData<CashierOptions> =>
  useServerData(['cashier-options', reload], fetchCashierOptions);
