import type { CashierOptions, DepositRequest, DepositResponse, Withdrawal, WithdrawalsResponse } from '@sportsbook/contracts';
import {
  cancelWithdrawalEndpoint,
  cashierOptionsEndpoint,
  depositEndpoint,
  requestWithdrawalEndpoint,
  withdrawalsEndpoint,
} from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const fetchCashierOptions = (signal?: AbortSignal): Promise<CashierOptions> => call(cashierOptionsEndpoint, { signal });

export const makeDeposit = (request: DepositRequest): Promise<DepositResponse> => call(depositEndpoint, { body: request });

export const fetchWithdrawals = (signal?: AbortSignal): Promise<WithdrawalsResponse> => call(withdrawalsEndpoint, { signal });

/** `forfeitBonus` only when the player agreed to give up the bonus being wagered (the API refuses otherwise). */
export const requestWithdrawal = (amount: number, forfeitBonus: boolean): Promise<Withdrawal> =>
  call(requestWithdrawalEndpoint, { body: forfeitBonus ? { amount, forfeitBonus } : { amount } });

export const cancelWithdrawal = (id: number): Promise<Withdrawal> => call(cancelWithdrawalEndpoint, { params: { id } });
