import { cancelWithdrawalEndpoint, type Withdrawal } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const cancelWithdrawal = (id: number): Promise<Withdrawal> => call(cancelWithdrawalEndpoint, { params: { id } });
