import type { CashierOptions, DepositRequest, DepositResponse, Withdrawal, WithdrawalsResponse } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const WITHDRAWALS = '/api/accounts/me/withdrawals';

export const fetchCashierOptions = (signal?: AbortSignal): Promise<CashierOptions> =>
  http().get<CashierOptions>('/api/accounts/me/cashier', signal ? { signal } : {});

export const makeDeposit = (request: DepositRequest): Promise<DepositResponse> =>
  http().request<DepositResponse>('/api/accounts/me/deposits', { method: 'POST', body: request });

export const fetchWithdrawals = (signal?: AbortSignal): Promise<WithdrawalsResponse> =>
  http().get<WithdrawalsResponse>(WITHDRAWALS, signal ? { signal } : {});

/** `forfeitBonus` only when the player agreed to give up the bonus being wagered (the API refuses otherwise). */
export const requestWithdrawal = (amount: number, forfeitBonus: boolean): Promise<Withdrawal> =>
  http().request<Withdrawal>(WITHDRAWALS, { method: 'POST', body: forfeitBonus ? { amount, forfeitBonus } : { amount } });

export const cancelWithdrawal = (id: number): Promise<Withdrawal> =>
  http().request<Withdrawal>(`${WITHDRAWALS}/${id}`, { method: 'DELETE' });
