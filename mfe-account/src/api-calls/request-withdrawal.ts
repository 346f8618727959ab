import { requestWithdrawalEndpoint, type Withdrawal } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** `forfeitBonus` only when the player agreed to give up the bonus being wagered (the API refuses otherwise). */
export const requestWithdrawal = (amount: number, forfeitBonus: boolean): Promise<Withdrawal> =>
  call(requestWithdrawalEndpoint, { body: forfeitBonus ? { amount, forfeitBonus } : { amount } });
