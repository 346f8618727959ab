import type {
  AutoCashoutRequest,
  AutoCashoutResponse,
  CashoutDetailResponse,
  CashoutRequest,
  CashoutResponse,
} from '@sportsbook/contracts';
import { http } from '@sportsbook/http';

const openBetPath = (accountId: string, betId: string) =>
  `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${encodeURIComponent(betId)}`;

/** The cash-out answer; the player's balance after it where the book names it (this API does). */
export type CashoutAnswer = CashoutResponse & Partial<Pick<CashoutDetailResponse, 'balance'>>;

/** POST …/openbet/{betId}/cashout with the offer the player saw and, for a partial cash out, the part to take. */
export const cashOut = (accountId: string, betId: string, request: CashoutRequest, signal: AbortSignal): Promise<CashoutAnswer> =>
  http().request<CashoutAnswer>(`${openBetPath(accountId, betId)}/cashout`, {
    method: 'POST',
    query: { withAuth: true },
    body: request,
    signal,
  });

/** PUT …/openbet/{betId}/autocashout with the value to cash out at; null removes the rule (DELETE). */
export const setAutoCashout = (accountId: string, betId: string, target: number | null): Promise<AutoCashoutResponse> =>
  http().request<AutoCashoutResponse>(`${openBetPath(accountId, betId)}/autocashout`, {
    method: target === null ? 'DELETE' : 'PUT',
    query: { withAuth: true },
    ...(target === null ? {} : { body: { target } satisfies AutoCashoutRequest }),
  });
