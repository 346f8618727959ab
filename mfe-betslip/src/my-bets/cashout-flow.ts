import type { CashoutRequest, CashoutResponse } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { cashOut, setAutoCashout } from '../api-calls/cash-out';
import { shareBalance } from './share-balance';
import type { MyBetsKey } from './use-my-bets-translation';

/** Spec §8 cashout outcomes, as translation keys under `cashout.`. */
export type CashoutOutcome = 'success' | 'invalid-amount' | 'values-changed' | 'error';

const OUTCOME: Record<CashoutResponse['status'], CashoutOutcome> = {
  SUCCESS: 'success',
  INVALID_AMOUNT: 'invalid-amount',
  VALUES_CHANGED: 'values-changed',
  ERROR: 'error',
};

/**
 * Cashes out at the offer shown (all of it, or the part asked for), giving up after cashout_timeout
 * (spec §9: 5000 ms): a book that has not answered by then has not paid, and the player is told to
 * refresh and try again. The balance the answer names goes to the header at once.
 */
export async function requestCashout(
  accountId: string,
  betId: string,
  request: CashoutRequest,
  timeoutMs: number,
  call: typeof cashOut = cashOut,
): Promise<CashoutOutcome> {
  const positive = (amount: number | undefined) => amount === undefined || (Number.isFinite(amount) && amount > 0);
  if (!(request.amount > 0) || !positive(request.amount) || !positive(request.part)) return 'invalid-amount';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await call(accountId, betId, request, controller.signal);
    shareBalance(response.balance);
    return OUTCOME[response.status] ?? 'error';
  } catch (error) {
    if (error instanceof HttpError && error.body?.code && error.body.code in OUTCOME)
      return OUTCOME[error.body.code as CashoutResponse['status']];
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/** Sets (or with null removes) a bet's auto cash out; the answer as a cash-out outcome. */
export async function requestAutoCashout(
  accountId: string,
  betId: string,
  target: number | null,
  call: typeof setAutoCashout = setAutoCashout,
): Promise<CashoutOutcome> {
  try {
    return (await call(accountId, betId, target)).status === 'SUCCESS' ? 'success' : 'invalid-amount';
  } catch {
    return 'error';
  }
}

/** The toast after an auto cash-out change, as a translation key. */
export function autoCashoutMessage(result: CashoutOutcome, target: number | null): MyBetsKey {
  if (result !== 'success') return result === 'invalid-amount' ? 'cashout.auto-refused' : 'cashout.error';
  return target === null ? 'cashout.auto-removed' : 'cashout.auto-saved';
}
