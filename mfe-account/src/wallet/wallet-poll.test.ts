import { DEFAULT_WALLET_POLL_MS, walletPollMs } from './wallet-poll';

it('polls the wallet at user_wallet_poll_time', () => {
  expect(walletPollMs({ user_wallet_poll_time: 15_000 })).toBe(15_000);
});

it.each([[null], [{}], [{ user_wallet_poll_time: 0 }], [{ user_wallet_poll_time: Number.NaN }]])(
  'falls back to 10 s for %p',
  (settings) => {
    expect(walletPollMs(settings)).toBe(DEFAULT_WALLET_POLL_MS);
    expect(DEFAULT_WALLET_POLL_MS).toBe(10_000);
  },
);
