import type { CashoutResponse } from '@sportsbook/contracts';
import { autoCashoutMessage, requestAutoCashout, requestCashout } from './cashout-flow';

const answering = (status: CashoutResponse['status']) => jest.fn(async () => ({ status, amount: 10 }));

it.each([
  ['SUCCESS', 'success'],
  ['INVALID_AMOUNT', 'invalid-amount'],
  ['VALUES_CHANGED', 'values-changed'],
  ['ERROR', 'error'],
] as const)('%s reads as %s', async (status, outcome) => {
  await expect(requestCashout('a', 'b', { amount: 10 }, 5000, answering(status))).resolves.toBe(outcome);
});

it('gives up after the cashout timeout with the generic error', async () => {
  jest.useFakeTimers();
  const call = jest.fn(
    (_a: string, _b: string, _request: unknown, signal: AbortSignal) =>
      new Promise<CashoutResponse>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
  const result = requestCashout('a', 'b', { amount: 10 }, 5000, call);
  jest.advanceTimersByTime(5000);
  await expect(result).resolves.toBe('error');
  jest.useRealTimers();
});

it('never asks for a cashout of no amount', async () => {
  const call = answering('SUCCESS');
  await expect(requestCashout('a', 'b', { amount: Number.NaN }, 5000, call)).resolves.toBe('invalid-amount');
  await expect(requestCashout('a', 'b', { amount: 10, part: 0 }, 5000, call)).resolves.toBe('invalid-amount');
  expect(call).not.toHaveBeenCalled();
});

it('sends the part of the offer to cash out with the offer seen', async () => {
  const call = answering('SUCCESS');
  await requestCashout('a', 'b', { amount: 10, part: 4 }, 5000, call);
  expect(call).toHaveBeenCalledWith('a', 'b', { amount: 10, part: 4 }, expect.any(AbortSignal));
});

describe('auto cash out', () => {
  const answer = (status: 'SUCCESS' | 'INVALID_AMOUNT') => jest.fn(async () => ({ status, bet: {} as never }));

  it('sets a value or removes the rule, and says which', async () => {
    const call = answer('SUCCESS');
    await expect(requestAutoCashout('a', 'b', 30, call)).resolves.toBe('success');
    await expect(requestAutoCashout('a', 'b', null, call)).resolves.toBe('success');
    expect(call.mock.calls).toEqual([
      ['a', 'b', 30],
      ['a', 'b', null],
    ]);
    expect(autoCashoutMessage('success', 30)).toBe('cashout.auto-saved');
    expect(autoCashoutMessage('success', null)).toBe('cashout.auto-removed');
  });

  it('reads a refused value and a failed call apart', async () => {
    await expect(requestAutoCashout('a', 'b', 1, answer('INVALID_AMOUNT'))).resolves.toBe('invalid-amount');
    const failing = jest.fn(async () => Promise.reject(new Error('offline')));
    await expect(requestAutoCashout('a', 'b', 1, failing)).resolves.toBe('error');
    expect(autoCashoutMessage('invalid-amount', 1)).toBe('cashout.auto-refused');
    expect(autoCashoutMessage('error', null)).toBe('cashout.error');
  });
});
