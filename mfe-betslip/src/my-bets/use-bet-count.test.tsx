import type * as timers from 'node:timers';
import { act, renderHook } from '@testing-library/react';
import { fakeApi } from '@sportsbook/http/testing';
import { useBetCount } from './use-bet-count';

let count = 1;
const fetchMock = fakeApi(() => ({ body: { count: count++ } }));

// The poll's clock is the test's; the fake API answers on the real event loop.
const { setImmediate } = jest.requireActual<typeof timers>('node:timers');
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const betCountCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/betcount')).length;
/** Lets the requests in flight be answered, without moving the clock. */
const answered = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
const after = async (ms: number) => {
  await act(async () => void jest.advanceTimersByTime(ms));
  await answered();
};

it('polls the bet count at betcount_polling_interval while logged in, and stops on logout', async () => {
  const { result, rerender } = renderHook(({ accountId }) => useBetCount(accountId, 7_000, null), {
    initialProps: { accountId: '100001' as string | null },
  });
  await answered();
  expect(result.current).toBe(1);
  expect(betCountCalls()).toBe(1);

  await after(6_999);
  expect(betCountCalls()).toBe(1);
  await after(1);
  expect(betCountCalls()).toBe(2);
  expect(result.current).toBe(2);

  rerender({ accountId: null });
  expect(result.current).toBeNull();
  await after(21_000);
  expect(betCountCalls()).toBe(2);
});
