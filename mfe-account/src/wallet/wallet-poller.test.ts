import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { startWalletPolling } from './wallet-poller';

const answer = (balance: number): WalletBalanceResponse => ({
  currency: 'EUR',
  balance,
  wallets: { sportsbook: { balance, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: balance } },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flush = () => Promise.resolve().then(() => Promise.resolve());

it('fetches at once, then at every interval, and on window focus', async () => {
  const fetchWallet = jest.fn(() => Promise.resolve(answer(10)));
  const publish = jest.fn();
  const target = new EventTarget() as unknown as Window;
  const stop = startWalletPolling({ fetchWallet, publish, intervalMs: 10_000, target });
  await flush();
  expect(fetchWallet).toHaveBeenCalledTimes(1);
  expect(publish).toHaveBeenCalledWith({ currency: 'EUR', balance: 10, promoCash: 0, withdrawableAmount: 10 });

  jest.advanceTimersByTime(9_999);
  expect(fetchWallet).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(fetchWallet).toHaveBeenCalledTimes(2);

  target.dispatchEvent(new Event('focus'));
  expect(fetchWallet).toHaveBeenCalledTimes(3);

  stop();
  jest.advanceTimersByTime(60_000);
  target.dispatchEvent(new Event('focus'));
  expect(fetchWallet).toHaveBeenCalledTimes(3);
});

it('a newer fetch aborts the older one, whose late answer is dropped', async () => {
  const resolvers: Array<(value: WalletBalanceResponse) => void> = [];
  const signals: AbortSignal[] = [];
  const fetchWallet = jest.fn(
    (signal: AbortSignal) =>
      new Promise<WalletBalanceResponse>((resolve) => {
        signals.push(signal);
        resolvers.push(resolve);
      }),
  );
  const publish = jest.fn();
  const target = new EventTarget() as unknown as Window;
  const stop = startWalletPolling({ fetchWallet, publish, intervalMs: 10_000, target });
  target.dispatchEvent(new Event('focus'));
  expect(signals[0]?.aborted).toBe(true);
  resolvers[1]?.(answer(20));
  resolvers[0]?.(answer(99));
  await flush();
  expect(publish).toHaveBeenCalledTimes(1);
  expect(publish).toHaveBeenCalledWith(expect.objectContaining({ balance: 20 }));
  stop();
});

it('reports a failed fetch and keeps polling', async () => {
  const fetchWallet = jest.fn(() => Promise.reject(new Error('down')));
  const onError = jest.fn();
  const stop = startWalletPolling({ fetchWallet, publish: jest.fn(), intervalMs: 1_000, target: window, onError });
  await flush();
  expect(onError).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1_000);
  expect(fetchWallet).toHaveBeenCalledTimes(2);
  stop();
});
