import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { act, render } from '@testing-library/react';
import { fakeNetwork } from '../testing/fake-network';
import { demoPrefs } from '../testing/account-prefs';
import type { LoginConfig } from '../login/login-config';
import { AccountServices } from './account-services';

const PARTNER_LOGIN: LoginConfig = {
  mode: 'partner',
  singleAllowedSession: false,
  declineTermsLogsOut: true,
  termsWithoutCookie: true,
};

const wallet = (balance: number) => ({
  currency: 'EUR',
  balance,
  wallets: { sportsbook: { balance, promoCash: 0, totalLeftToWager: 0, withdrawableAmount: balance } },
});

/** Lets answers in flight arrive on the real clock; the polls' clock (setInterval) is the test's. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check() && waited < 2_000; waited += 10) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}
/** Gives requests a moment on the real clock, for checks that nothing was asked. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('wallet/balance', null);
});
afterEach(() => jest.useRealTimers());

it('polls the wallet at user_wallet_poll_time while logged in, and clears it on logout', async () => {
  let balance = 100;
  const network = fakeNetwork([
    { path: '/api/all_cached_settings', body: { user_wallet_poll_time: 10_000 } },
    {
      path: '/api/accounts/me/balance',
      get body() {
        return wallet(balance);
      },
    },
    { path: '/xapi/rest/accounts/100001/accountPrefs', body: demoPrefs({ price_format: 'hk' }) },
  ]);
  const walletCalls = () => network.mock.calls.filter(([url]) => String(url).startsWith('/api/accounts/me/balance')).length;
  const view = render(<AccountServices />);
  await settle();
  expect(walletCalls()).toBe(0);

  act(() => {
    getBus().setState('session', { loggedIn: true, accountId: '100001', username: 'demo', currency: 'EUR', expiresAt: null });
  });
  await until(() => getBus().getState('wallet/balance') !== null && getBus().getState('odds-format')?.format === 'hk');
  expect(walletCalls()).toBe(1);
  expect(getBus().getState('wallet/balance')).toMatchObject({ balance: 100 });
  expect(getBus().getState('odds-format')).toEqual({ format: 'hk' });

  balance = 75;
  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  await until(() => getBus().getState('wallet/balance')?.balance === 75);
  expect(walletCalls()).toBe(2);
  expect(getBus().getState('wallet/balance')).toMatchObject({ balance: 75 });

  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await until(() => walletCalls() === 3);
  expect(walletCalls()).toBe(3);

  act(() => {
    getBus().setState('session', LOGGED_OUT);
  });
  expect(getBus().getState('wallet/balance')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  await settle();
  expect(walletCalls()).toBe(3);
  expect(getBus().getState('wallet/balance')).toBeNull();
  view.unmount();
});

it("shows a partner brand's player their balance: the wallet is polled whatever the login mode", async () => {
  fakeNetwork([
    { path: '/api/all_cached_settings', body: {} },
    { path: '/api/accounts/me/balance', body: { ...wallet(100_000), currency: 'KES' } },
    { path: '/xapi/rest/accounts/100007/accountPrefs', body: demoPrefs() },
    { path: '/api/accounts/me/terms', body: { fileName: null } },
  ]);
  const view = render(<AccountServices config={PARTNER_LOGIN} />);
  await settle();
  act(() => {
    getBus().setState('session', { loggedIn: true, accountId: '100007', username: 'kenya', currency: 'KES', expiresAt: null });
  });
  await until(() => getBus().getState('wallet/balance') !== null);
  expect(getBus().getState('wallet/balance')).toEqual({
    currency: 'KES',
    balance: 100_000,
    promoCash: 0,
    withdrawableAmount: 100_000,
  });
  view.unmount();
});
