import type { CashoutResponse } from '@sportsbook/contracts';
import { HttpError } from '@sportsbook/http';
import { cashOut } from './cash-out';

/** Spec §8 cashout outcomes, as translation keys under `cashout.`. */
export type CashoutOutcome = 'success' | 'invalid-amount' | 'values-changed' | 'error';

const OUTCOME: Record<CashoutResponse['status'], CashoutOutcome> = {
  SUCCESS: 'success',
  INVALID_AMOUNT: 'invalid-amount',
  VALUES_CHANGED: 'values-changed',
  ERROR: 'error',
};

/**
 * Cashes out at the amount shown, giving up after cashout_timeout (spec §9: 5000 ms): a book that
 * has not answered by then has not paid, and the player is told to refresh and try again.
 */
export async function requestCashout(
  accountId: string,
  betId: string,
  amount: number,
  timeoutMs: number,
  call: typeof cashOut = cashOut,
): Promise<CashoutOutcome> {
  if (!(amount > 0) || !Number.isFinite(amount)) return 'invalid-amount';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await call(accountId, betId, amount, controller.signal);
    return OUTCOME[response.status] ?? 'error';
  } catch (error) {
    if (error instanceof HttpError && error.body?.code && error.body.code in OUTCOME)
      return OUTCOME[error.body.code as CashoutResponse['status']];
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}
