import { fakeApi } from '@sportsbook/http/testing';
import { act, renderHook } from '@testing-library/react';
import { useBetCount } from './use-bet-count';

let count = 1;
const fetchMock = fakeApi(() => ({ body: { count: count++, balance: null } }));

// The poll's clock (setInterval) is the test's; answers arrive on the real event loop.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

const betCountCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/betcount')).length;
const after = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** Waits on the real clock (waitFor's own polling runs on setInterval, which this test holds still). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check() && waited < 2_000; waited += 10) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

it('polls the bet count at betcount_polling_interval while logged in, and stops on logout', async () => {
  const { result, rerender } = renderHook(({ accountId }) => useBetCount(accountId, 7_000, null), {
    initialProps: { accountId: '100001' as string | null },
  });
  await until(() => result.current !== null);
  expect(result.current).toBe(1);
  expect(betCountCalls()).toBe(1);

  await after(6_999);
  expect(betCountCalls()).toBe(1);
  await after(1);
  await until(() => result.current === 2);
  expect(result.current).toBe(2);
  expect(betCountCalls()).toBe(2);

  rerender({ accountId: null });
  expect(result.current).toBeNull();
  await after(21_000);
  expect(betCountCalls()).toBe(2);
});
