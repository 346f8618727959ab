import type { AutoCashoutResponse, CashoutDetailResponse, CashoutRequest, CashoutResponse } from '@sportsbook/contracts';
import { cashOutEndpoint, removeAutoCashoutEndpoint, setAutoCashoutEndpoint } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

/** The cash-out answer; the player's balance after it where the book names it (this API does). */
export type CashoutAnswer = CashoutResponse & Partial<Pick<CashoutDetailResponse, 'balance'>>;

/** POST …/openbet/{betId}/cashout with the offer the player saw and, for a partial cash out, the part to take. */
export const cashOut = (accountId: string, betId: string, request: CashoutRequest, signal: AbortSignal): Promise<CashoutAnswer> =>
  call(cashOutEndpoint, { params: { accountId, betId }, query: { withAuth: true }, body: request, signal });

/** PUT …/openbet/{betId}/autocashout with the value to cash out at; null removes the rule (DELETE). */
export const setAutoCashout = (accountId: string, betId: string, target: number | null): Promise<AutoCashoutResponse> =>
  target === null
    ? call(removeAutoCashoutEndpoint, { params: { accountId, betId }, query: { withAuth: true } })
    : call(setAutoCashoutEndpoint, { params: { accountId, betId }, query: { withAuth: true }, body: { target } });
