import { act, renderHook } from '@testing-library/react';
import { useBetCount } from './use-bet-count';

let count = 1;
const fetchMock = jest.fn((_url: string) => Promise.resolve({ ok: true, status: 200, json: async () => ({ count: count++ }) }));

beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const betCountCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/betcount')).length;

it('polls the bet count at betcount_polling_interval while logged in, and stops on logout', async () => {
  const { result, rerender } = renderHook(({ accountId }) => useBetCount(accountId, 7_000, null), {
    initialProps: { accountId: '100001' as string | null },
  });
  await act(async () => undefined);
  expect(result.current).toBe(1);
  expect(betCountCalls()).toBe(1);

  await act(async () => void jest.advanceTimersByTime(6_999));
  expect(betCountCalls()).toBe(1);
  await act(async () => void jest.advanceTimersByTime(1));
  expect(betCountCalls()).toBe(2);
  expect(result.current).toBe(2);

  rerender({ accountId: null });
  expect(result.current).toBeNull();
  await act(async () => void jest.advanceTimersByTime(21_000));
  expect(betCountCalls()).toBe(2);
});
